package com.example.chat;

import java.util.ArrayList;
import java.util.List;

public class ChatService {
    private final CommandParser parser;
    private final MessageBus bus;
    private final Presence presence;

    public ChatService(CommandParser parser, MessageBus bus, Presence presence) {
        this.parser = parser;
        this.bus = bus;
        this.presence = presence;
    }

    /** Handles a line typed in a session; what the user sees in reply. */
    public List<String> handle(Session s, String line) {
        List<String> reply = new ArrayList<>();
        Command c;
        try {
            c = parser.parse(line);
        } catch (IllegalArgumentException e) {
            reply.add("! " + e.getMessage());
            return reply;
        }
        if (c == null) {
            return reply;
        }
        switch (c.type()) {
            case JOIN:
                if (s.getRoom() != null) {
                    presence.leave(s.getRoom(), s.getNick());
                }
                presence.enter(c.target(), s.getNick());
                s.setRoom(c.target());
                reply.add("* joined " + c.target() + " (" + presence.membersOf(c.target()).size() + " here)");
                break;
            case LEAVE:
                String room = c.target() != null ? c.target() : s.getRoom();
                if (room == null || !room.equals(s.getRoom())) {
                    reply.add("! you are not in " + room);
                    break;
                }
                presence.leave(room, s.getNick());
                s.setRoom(null);
                reply.add("* left " + room);
                break;
            case SAY:
                if (s.getRoom() == null) {
                    reply.add("! join a room first");
                    break;
                }
                int n = bus.publish(s.getRoom(), s.getNick(), c.text());
                if (n == 0) {
                    reply.add("* nobody heard you");
                }
                break;
            case WHISPER:
                if (!presence.isOnline(c.target())) {
                    reply.add("! " + c.target() + " is offline");
                    break;
                }
                bus.publish("@" + c.target(), s.getNick(), c.text());
                break;
            case NICK:
                if (!presence.rename(s.getNick(), c.target())) {
                    reply.add("! " + c.target() + " is taken");
                    break;
                }
                s.setNick(c.target());
                reply.add("* you are now " + c.target());
                break;
            default:
                reply.add("commands: /join #room, /leave, /msg user text, /nick name");
        }
        return reply;
    }
}
