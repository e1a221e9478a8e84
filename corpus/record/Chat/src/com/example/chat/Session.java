package com.example.chat;

public class Session {
    private String nick;
    private String room;

    public Session(String nick) {
        this.nick = nick;
    }

    public String getNick() { return nick; }
    public String getRoom() { return room; }
    void setNick(String nick) { this.nick = nick; }
    void setRoom(String room) { this.room = room; }
}
