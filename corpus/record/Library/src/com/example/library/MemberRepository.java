package com.example.library;

public interface MemberRepository {
    /** @return the member, or null when there is none */
    Member findById(String id);
}
