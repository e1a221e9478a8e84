package com.example.library;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

public class Main {
    static class InMemoryBooks implements BookRepository {
        private final Map<String, Book> byIsbn = new LinkedHashMap<>();

        void add(Book b) { byIsbn.put(b.getIsbn(), b); }

        public Optional<Book> findByIsbn(String isbn) { return Optional.ofNullable(byIsbn.get(isbn)); }

        public List<Book> findByAuthor(String author) {
            List<Book> out = new ArrayList<>();
            for (Book b : byIsbn.values()) {
                if (b.getAuthor().equals(author)) out.add(b);
            }
            return out;
        }

        public void update(Book book) { byIsbn.put(book.getIsbn(), book); }
    }

    static class InMemoryMembers implements MemberRepository {
        private final Map<String, Member> byId = new LinkedHashMap<>();
        void add(Member m) { byId.put(m.getId(), m); }
        public Member findById(String id) { return byId.get(id); }
    }

    static class InMemoryLoans implements LoanRepository {
        private final Map<Long, Loan> byId = new LinkedHashMap<>();
        private long next = 100;
        public long nextId() { return next++; }
        public void save(Loan loan) { byId.put(loan.getId(), loan); }
        public Loan find(long id) { return byId.get(id); }
        public List<Loan> activeLoansOf(String memberId) {
            List<Loan> out = new ArrayList<>();
            for (Loan l : byId.values()) {
                if (l.getMemberId().equals(memberId) && l.getStatus() == Loan.Status.ACTIVE) out.add(l);
            }
            return out;
        }
    }

    static class FixedClock implements Clock {
        long day;
        FixedClock(long day) { this.day = day; }
        public long today() { return day; }
    }

    public static void main(String[] args) {
        InMemoryBooks books = new InMemoryBooks();
        books.add(new Book("978-0", "Dune", "Herbert", 2));
        books.add(new Book("978-1", "Emma", "Austen", 1));
        books.add(new Book("978-2", "Persuasion", "Austen", 0));
        InMemoryMembers members = new InMemoryMembers();
        members.add(new Member("m1", "Ada", Member.Tier.STANDARD));
        members.add(new Member("m2", "Grace", Member.Tier.PREMIUM));
        FixedClock clock = new FixedClock(10);
        Notifier notifier = (id, msg) -> System.out.println("  [to " + id + "] " + msg);
        LoanService service = new LoanService(books, members, new InMemoryLoans(), clock, notifier);

        try {
            Loan a = service.lend("978-0", "m1");
            Loan b = service.lend("978-1", "m1");
            System.out.println("lent " + a + " and " + b);
            service.lend("978-0", "m1");
        } catch (LoanException e) {
            System.out.println("refused: " + e.getMessage());
        }
        for (String[] attempt : new String[][] {{"978-2", "m2"}, {"978-9", "m2"}, {"978-0", "m9"}}) {
            try {
                service.lend(attempt[0], attempt[1]);
            } catch (LoanException e) {
                System.out.println("refused: " + e.getMessage());
            }
        }
        System.out.println("Austen available: " + service.titlesBy("Austen"));
        clock.day = 20;
        System.out.println("fine for 100: " + service.giveBack(100));
        clock.day = 30;
        System.out.println("fine for 101: " + service.giveBack(101));
        try {
            service.giveBack(101);
        } catch (IllegalArgumentException e) {
            System.out.println("error: " + e.getMessage());
        }
        System.out.println("Austen available: " + service.titlesBy("Austen"));
    }
}
