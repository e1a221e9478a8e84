package com.example.chat;

public class CommandParser {
    public Command parse(String line) {
        if (line == null || line.isBlank()) {
            return null;
        }
        if (!line.startsWith("/")) {
            return Command.say(line);
        }
        String[] parts = line.substring(1).split(" ", 3);
        String verb = parts[0].toLowerCase();
        switch (verb) {
            case "join":
                return new Command(Command.Type.JOIN, room(parts), null);
            case "leave":
                return new Command(Command.Type.LEAVE, parts.length > 1 ? room(parts) : null, null);
            case "msg":
                if (parts.length < 3) {
                    throw new IllegalArgumentException("usage: /msg <user> <text>");
                }
                return new Command(Command.Type.WHISPER, parts[1], parts[2]);
            case "nick":
                if (parts.length < 2) {
                    throw new IllegalArgumentException("usage: /nick <name>");
                }
                return new Command(Command.Type.NICK, parts[1], null);
            case "help":
            case "?":
                return new Command(Command.Type.HELP, null, null);
            default:
                throw new IllegalArgumentException("unknown command /" + verb);
        }
    }

    private static String room(String[] parts) {
        if (parts.length < 2 || !parts[1].startsWith("#") || parts[1].length() < 2) {
            throw new IllegalArgumentException("a room looks like #name");
        }
        return parts[1].toLowerCase();
    }
}
