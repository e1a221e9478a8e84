import java.io.*;
import java.nio.file.*;
import java.util.*;

/** Starting programs that do not exist: the IOException messages and what ProcessBuilder keeps. */
public class ProcessNotRun {
    public static void main(String[] args) throws Exception {
        ProcessBuilder pb = new ProcessBuilder("terrarium-no-such-tool", "--version");
        System.out.println("command=" + pb.command() + " dir=" + pb.directory() + " in=" + pb.redirectInput()
                + " out=" + pb.redirectOutput() + " err=" + pb.redirectError() + " merge=" + pb.redirectErrorStream());
        try {
            pb.start();
        } catch (IOException e) {
            System.out.println(e.getMessage());
            System.out.println("  cause: " + e.getCause());
        }
        pb.directory(new File("build"));
        try {
            pb.start();
        } catch (IOException e) {
            System.out.println(e.getMessage());
        }
        try {
            Process p = Runtime.getRuntime().exec("terrarium-no-such-tool  status\t--short");
            System.out.println("started?! " + p);
        } catch (IOException e) {
            System.out.println(e.getMessage());
        }
        try {
            Runtime.getRuntime().exec(new String[] {"terrarium-no-such-tool", "a b"}, new String[] {"A=1", "broken", "B=2=3"}, new File("/"));
        } catch (IOException e) {
            System.out.println(e.getMessage());
        }
        try {
            new ProcessBuilder("./terrarium-no-such-tool").start();
        } catch (IOException e) {
            System.out.println(e.getMessage());
        }
        try {
            new ProcessBuilder("/nonexistent-dir-terrarium/tool").start();
        } catch (IOException e) {
            System.out.println(e.getMessage());
        }

        // the redirect files are opened before the program is looked for
        ProcessBuilder redirected = new ProcessBuilder("terrarium-no-such-tool")
                .redirectOutput(new File("out.log"))
                .redirectError(ProcessBuilder.Redirect.appendTo(new File("err.log")));
        try {
            redirected.start();
        } catch (IOException e) {
            System.out.println(e.getMessage());
        }
        System.out.println("out.log exists=" + Files.exists(Path.of("out.log")) + " err.log exists=" + Files.exists(Path.of("err.log")));
        try {
            new ProcessBuilder("terrarium-no-such-tool").redirectInput(new File("missing-input.txt")).start();
        } catch (IOException e) {
            System.out.println(e.getMessage());
            System.out.println("  cause: " + e.getCause().getClass().getName());
        }

        // argument checks come before the search
        try {
            new ProcessBuilder().start();
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e);
        }
        try {
            new ProcessBuilder("terrarium-no-such-tool", null).start();
        } catch (NullPointerException e) {
            System.out.println("NPE " + e.getMessage());
        }
        try {
            new ProcessBuilder("terrarium-no-such-tool", "a\u0000b").start();
        } catch (IOException e) {
            System.out.println(e.getMessage());
        }
        try {
            Runtime.getRuntime().exec("");
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        try {
            Runtime.getRuntime().exec(" \t ");
        } catch (Exception e) {
            System.out.println(e);
        }

        // redirects as data
        System.out.println(ProcessBuilder.Redirect.to(new File("a.txt")) + " | " + ProcessBuilder.Redirect.from(new File("b.txt"))
                + " | " + ProcessBuilder.Redirect.appendTo(new File("c.txt")) + " | " + ProcessBuilder.Redirect.DISCARD
                + " " + ProcessBuilder.Redirect.DISCARD.file() + " | " + ProcessBuilder.Redirect.INHERIT.file());
        System.out.println(ProcessBuilder.Redirect.to(new File("x")).equals(ProcessBuilder.Redirect.to(new File("x")))
                + " " + ProcessBuilder.Redirect.to(new File("x")).equals(ProcessBuilder.Redirect.appendTo(new File("x")))
                + " " + (ProcessBuilder.Redirect.to(new File("x")).hashCode() == new File("x").hashCode())
                + " " + Arrays.toString(ProcessBuilder.Redirect.Type.values()));
        try {
            pb.redirectInput(ProcessBuilder.Redirect.DISCARD);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            pb.redirectError(ProcessBuilder.Redirect.from(new File("in.txt")));
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        pb.inheritIO().redirectErrorStream(true);
        System.out.println("in=" + pb.redirectInput() + " out=" + pb.redirectOutput() + " err=" + pb.redirectError() + " merge=" + pb.redirectErrorStream());
        pb.command("other", "args").command().add("more");
        System.out.println(pb.command());

        Map<String, String> env = new ProcessBuilder().environment();
        env.clear();
        env.put("TERRARIUM_A", "1");
        env.put("TERRARIUM_B", "two");
        env.remove("TERRARIUM_A");
        System.out.println("env " + env + " size=" + env.size() + " get=" + env.get("TERRARIUM_B") + " has=" + env.containsKey("TERRARIUM_A"));
        for (String bad : new String[] {"A=B", "NUL\u0000"}) {
            try {
                env.put(bad, "v");
            } catch (IllegalArgumentException e) {
                System.out.println(e.getMessage().replace('\u0000', '0'));
            }
        }
        try {
            env.put("OK", "bad\u0000value");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage().replace('\u0000', '0'));
        }
        try {
            env.get(42);
        } catch (ClassCastException e) {
            System.out.println("ClassCastException for a non-String key");
        }

        try {
            ProcessBuilder.startPipeline(List.of(new ProcessBuilder("terrarium-no-such-tool", "log"), new ProcessBuilder("terrarium-no-such-filter")));
        } catch (IOException e) {
            System.out.println("pipeline: " + e.getMessage());
        }
        try {
            ProcessBuilder.startPipeline(List.of(new ProcessBuilder("terrarium-no-such-tool").redirectOutput(new File("o")), new ProcessBuilder("x")));
        } catch (IllegalArgumentException e) {
            System.out.println("pipeline: " + e.getMessage());
        }
        System.out.println("console=" + System.console());
    }
}
