package com.example.chat;

/** A parsed line of user input. */
public record Command(Type type, String target, String text) {
    public enum Type { JOIN, LEAVE, SAY, WHISPER, NICK, HELP }

    public static Command say(String text) {
        return new Command(Type.SAY, null, text);
    }
}
