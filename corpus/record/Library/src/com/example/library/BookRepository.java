package com.example.library;

import java.util.List;
import java.util.Optional;

public interface BookRepository {
    Optional<Book> findByIsbn(String isbn);
    List<Book> findByAuthor(String author);
    void update(Book book);
}
