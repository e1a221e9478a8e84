package com.example.chat;

import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

public class Main {
    static class MemPresence implements Presence {
        final Map<String, Set<String>> rooms = new TreeMap<>();
        final Set<String> online = new TreeSet<>();
        public Set<String> membersOf(String room) { return rooms.getOrDefault(room, new TreeSet<>()); }
        public void enter(String room, String user) { rooms.computeIfAbsent(room, r -> new TreeSet<>()).add(user); }
        public void leave(String room, String user) { rooms.getOrDefault(room, new TreeSet<>()).remove(user); }
        public boolean isOnline(String user) { return online.contains(user); }
        public boolean rename(String from, String to) {
            if (online.contains(to)) return false;
            online.remove(from);
            online.add(to);
            for (Set<String> members : rooms.values()) {
                if (members.remove(from)) members.add(to);
            }
            return true;
        }
    }

    public static void main(String[] args) {
        MemPresence presence = new MemPresence();
        MessageBus bus = (channel, from, text) -> {
            System.out.println("  bus " + channel + " <" + from + "> " + text);
            Set<String> members = presence.membersOf(channel);
            return channel.startsWith("@") ? 1 : members.size() - (members.contains(from) ? 1 : 0);
        };
        ChatService chat = new ChatService(new CommandParser(), bus, presence);
        Session ann = new Session("ann");
        Session bob = new Session("bob");
        presence.online.add("ann");
        presence.online.add("bob");

        String[][] script = {
            {"ann", "hello?"}, {"ann", "/join #General"}, {"ann", "anyone here?"}, {"bob", "/join #general"},
            {"bob", "hi ann"}, {"bob", "/msg ann psst"}, {"bob", "/msg carl hey"}, {"ann", "/nick bob"},
            {"ann", "/nick annie"}, {"ann", "/join #random"}, {"bob", "/leave #random"}, {"bob", "/leave"},
            {"bob", "/dance"}, {"bob", "/join general"}, {"bob", "/msg ann"}, {"bob", "   "}, {"ann", "/help"},
        };
        for (String[] step : script) {
            Session s = step[0].equals("ann") ? ann : bob;
            System.out.println(s.getNick() + "> " + step[1] + "  " + chat.handle(s, step[1]));
        }
        System.out.println("rooms: " + presence.rooms);
    }
}
