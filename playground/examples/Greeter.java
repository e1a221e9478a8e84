import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.ZonedDateTime;
import java.util.List;

/** Greets each name read from standard input by the time of day and keeps a guest book. */
public class Greeter {
    static final Path BOOK = Path.of("guests.txt");

    static String greeting(int hour) {
        if (hour < 5) {
            return "Still up";
        } else if (hour < 12) {
            return "Good morning";
        } else if (hour < 18) {
            return "Good afternoon";
        }
        return "Good evening";
    }

    public static void main(String[] args) throws IOException {
        List<String> known = Files.exists(BOOK) ? Files.readAllLines(BOOK) : List.of();
        int hour = ZonedDateTime.now().getHour();
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        int fresh = 0;
        String name;
        while ((name = in.readLine()) != null) {
            name = name.strip();
            if (name.isEmpty()) {
                System.err.println("(an empty line: skipped)");
                continue;
            }
            if (known.contains(name)) {
                System.out.println(greeting(hour) + " again, " + name + "!");
            } else {
                System.out.println(greeting(hour) + ", " + name + ". Welcome.");
                Files.writeString(BOOK, name + "\n", StandardOpenOption.CREATE, StandardOpenOption.APPEND);
                fresh++;
            }
        }
        System.out.println(fresh + " new guest(s); the book has " + Files.readAllLines(BOOK).size() + " names.");
    }
}
