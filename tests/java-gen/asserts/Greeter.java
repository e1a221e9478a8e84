package asserts;

/** Prints, and writes a file: its world tests assert both. */
public class Greeter {
    public void greet(String who) throws java.io.IOException {
        if (who == null || who.isEmpty()) {
            System.out.println("hello, nobody");
            return;
        }
        System.out.println("hello, " + who);
        try (java.io.FileWriter w = new java.io.FileWriter("/work/greeted.txt")) {
            // Only the file shows the length: a mutant of it is killed by its content.
            w.write(who.toUpperCase() + " " + (who.length() + 7));
        }
    }
}
