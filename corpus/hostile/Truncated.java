// The source of classes/Truncated.class, which is this class's class file cut
// in half (committed as a fixture): loading it is a ClassFormatError naming
// the file (exit 1).
public class Truncated {
    public static void main(String[] args) {
        System.out.println("a whole class file would print this");
    }
}
