// A class no test can use: its static initialiser ends the VM.
public class Quitter {
    static { System.exit(3); }
    public static int get() { return 1; }
}
