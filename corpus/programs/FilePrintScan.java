import java.io.*;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.*;
import java.util.stream.Collectors;

/**
 * PrintStream over files, FileOutputStream in append mode, Scanner over a
 * File, a Path and InputStreams, BufferedReader.lines, the current thread's
 * name and the separators every Linux JVM reports. Runs in a copy of
 * corpus/world/FilePrintScan (data/people.txt, data/lines.txt, data/semis.csv).
 */
public class FilePrintScan {
    interface Op {
        Object run() throws Exception;
    }

    static void t(String label, Op op) {
        try {
            System.out.println(label + ": " + op.run());
        } catch (Exception e) {
            System.out.println(label + ": " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    static String read(String path) throws IOException {
        try (FileInputStream in = new FileInputStream(path)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).replace("\n", "\\n");
        }
    }

    public static void main(String[] args) throws Exception {
        Thread me = Thread.currentThread();
        System.out.println("thread " + me.getName() + " " + me.getPriority() + " " + me.isDaemon() + " " + me);
        System.out.println("separators [" + System.getProperty("line.separator").replace("\n", "\\n") + "] ["
                + System.getProperty("file.separator") + "] [" + System.getProperty("path.separator") + "] "
                + File.separator + File.pathSeparator + " " + System.lineSeparator().length());
        System.out.println("os " + System.getProperty("os.name"));

        new File("out").mkdir();
        // PrintStream over a file name, then over an appending FileOutputStream.
        try (PrintStream ps = new PrintStream("out/report.txt")) {
            ps.println("report");
            ps.print(42);
            ps.print(' ');
            ps.print(3.5);
            ps.print(true);
            ps.println();
            ps.printf("%-6s|%5.2f|%04d%n", "pad", Math.PI, 7);
            ps.format("%s=%x%n", "hex", 255);
            ps.append("appended").append('!').append("xyz", 1, 2);
            ps.write("\nbytes\n".getBytes(StandardCharsets.UTF_8));
            ps.println(new char[] {'c', 'h', 'a', 'r', 's'});
            ps.println((Object) null);
            System.out.println("checkError " + ps.checkError());
        }
        t("report", () -> read("out/report.txt"));
        try (PrintStream ps = new PrintStream(new FileOutputStream("out/report.txt", true), true, "UTF-8")) {
            ps.println("more: ü");
        }
        t("report appended", () -> read("out/report.txt"));
        try (PrintStream ps = new PrintStream(new File("out/latin.txt"), "ISO-8859-1")) {
            ps.print("é");
        }
        t("latin1 length", () -> new File("out/latin.txt").length());
        PrintStream closed = new PrintStream(new FileOutputStream("out/closed.txt"));
        closed.close();
        closed.println("after close");
        t("closed checkError", closed::checkError);
        t("PrintStream missing dir", () -> new PrintStream("nowhere/x.txt"));
        t("PrintStream bad charset", () -> new PrintStream("out/y.txt", "NO-SUCH-CHARSET"));

        // FileOutputStream append mode.
        try (FileOutputStream o = new FileOutputStream("out/log.bin")) {
            o.write(new byte[] {1, 2, 3});
        }
        try (FileOutputStream o = new FileOutputStream("out/log.bin", true)) {
            o.write(4);
            o.write(new byte[] {5, 6, 7, 8}, 1, 2);
        }
        try (FileOutputStream o = new FileOutputStream(new File("out/log.bin"), true)) {
            o.write(9);
        }
        t("append", () -> Arrays.toString(new FileInputStream("out/log.bin").readAllBytes()));
        try (FileOutputStream o = new FileOutputStream("out/log.bin", false)) {
            o.write(0);
        }
        t("truncate", () -> new File("out/log.bin").length());

        // Scanner over a File, a Path, a FileInputStream, a ByteArrayInputStream.
        try (Scanner sc = new Scanner(new File("data/people.txt"))) {
            int total = 0;
            double sum = 0;
            while (sc.hasNext()) {
                if (sc.hasNext("#.*")) {
                    System.out.println("skip " + sc.nextLine().trim());
                    continue;
                }
                String name = sc.next();
                int age = sc.nextInt();
                double f = sc.nextDouble();
                total += age;
                sum += f;
                System.out.println(name + " " + age + " " + f);
            }
            System.out.println("ages " + total + " factors " + sum);
        }
        try (Scanner sc = new Scanner(Path.of("data/semis.csv"), "UTF-8").useDelimiter("[;\\n]")) {
            List<String> cells = new ArrayList<>();
            while (sc.hasNext()) {
                cells.add(sc.next());
            }
            System.out.println("cells " + cells);
        }
        try (Scanner sc = new Scanner(new FileInputStream("data/lines.txt"), "UTF-8")) {
            int n = 0;
            while (sc.hasNextLine()) {
                System.out.println("line " + (++n) + " [" + sc.nextLine() + "]");
            }
            t("nextLine at end", sc::nextLine);
        }
        Scanner bytes = new Scanner(new ByteArrayInputStream("7 8\nnine".getBytes(StandardCharsets.UTF_8)));
        System.out.println("stream " + bytes.nextInt() + " " + bytes.nextInt() + " " + bytes.hasNextInt() + " "
                + bytes.next() + " " + bytes.hasNext());
        t("nextInt mismatch", () -> new Scanner(new ByteArrayInputStream("abc".getBytes())).nextInt());
        t("Scanner missing file", () -> new Scanner(new File("data/ghost.txt")));
        t("Scanner missing path", () -> new Scanner(Path.of("data/ghost.txt")));
        t("Scanner bad charset (File)", () -> new Scanner(new File("data/people.txt"), "NOPE"));
        t("Scanner bad charset (stream)", () -> new Scanner(new ByteArrayInputStream(new byte[0]), "NOPE"));
        t("Scanner latin1", () -> new Scanner(new File("out/latin.txt"), "ISO-8859-1").next());
        t("Scanner latin1 charset", () -> new Scanner(Path.of("out/latin.txt"), StandardCharsets.ISO_8859_1).next());
        Scanner bad = new Scanner(new File("out/latin.txt"), StandardCharsets.UTF_8);
        t("Scanner utf8 on latin1", () -> bad.hasNext() + " " + bad.ioException());
        t("Scanner(stream) utf8 on latin1", () -> new Scanner(new FileInputStream("out/latin.txt")).next().length());
        Scanner pat = new Scanner(new FileInputStream("data/semis.csv"));
        t("hasNext(pattern)", () -> pat.hasNext("[a-z;]+") + " " + pat.hasNext(java.util.regex.Pattern.compile("\\d.*")));
        t("next(pattern) mismatch", () -> pat.next("\\d+"));
        t("next(pattern)", () -> pat.next("x;.;z") + " " + pat.next(java.util.regex.Pattern.compile("[0-9;]+")) + " "
                + pat.hasNext());

        // BufferedReader.lines over a file.
        try (BufferedReader br = new BufferedReader(new FileReader("data/lines.txt", StandardCharsets.UTF_8))) {
            System.out.println("first " + br.readLine());
            List<String> rest = br.lines().collect(Collectors.toList());
            System.out.println("rest " + rest + " " + rest.size());
            System.out.println("after lines " + br.readLine());
        }
        try (BufferedReader br = new BufferedReader(new FileReader("data/lines.txt", StandardCharsets.UTF_8))) {
            System.out.println("long lines " + br.lines().filter(l -> l.length() > 10).map(String::toUpperCase)
                    .collect(Collectors.joining(" / ")));
        }
        try (BufferedReader br = new BufferedReader(new InputStreamReader(new FileInputStream("data/people.txt")))) {
            System.out.println("people lines " + br.lines().count());
        }
        String[] outs = new File("out").list();
        Arrays.sort(outs); // the host lists in directory order
        System.out.println("out " + Arrays.toString(outs));
    }
}
