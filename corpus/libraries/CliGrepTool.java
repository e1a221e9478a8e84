// jars: commons-cli commons-io commons-lang3
import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.DefaultParser;
import org.apache.commons.cli.HelpFormatter;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;
import org.apache.commons.cli.ParseException;
import org.apache.commons.io.FileUtils;
import org.apache.commons.io.FilenameUtils;
import org.apache.commons.io.LineIterator;
import org.apache.commons.io.filefilter.FileFilterUtils;
import org.apache.commons.io.filefilter.IOFileFilter;
import org.apache.commons.io.filefilter.TrueFileFilter;
import org.apache.commons.io.filefilter.WildcardFileFilter;
import org.apache.commons.lang3.StringUtils;
import org.apache.commons.lang3.time.StopWatch;

/** A small grep: commons-cli options, commons-io file walking and line iteration, commons-lang3 formatting; usage errors go to stderr with status 2. */
public class CliGrepTool {
    static Options options() {
        Options o = new Options();
        o.addOption("i", "ignore-case", false, "ignore case distinctions");
        o.addOption("n", "line-number", false, "prefix each line with its line number");
        o.addOption("c", "count", false, "print only a count of matching lines per file");
        o.addOption("v", "invert-match", false, "select non-matching lines");
        o.addOption("r", "recursive", false, "read all files under each directory");
        o.addOption(Option.builder().longOpt("include").hasArg().argName("GLOB").desc("search only files that match GLOB").build());
        o.addOption(Option.builder("m").longOpt("max-count").hasArg().argName("NUM").type(Number.class).desc("stop after NUM matches").build());
        o.addOption(Option.builder("e").longOpt("regexp").hasArg().argName("PATTERN").desc("use PATTERN for matching").build());
        o.addOption(Option.builder("h").longOpt("help").desc("display this help and exit").build());
        return o;
    }

    static int grep(String... args) throws IOException {
        System.out.println("$ grep " + String.join(" ", args));
        Options options = options();
        CommandLine cl;
        try {
            cl = new DefaultParser().parse(options, args);
        } catch (ParseException e) {
            System.err.println("grep: " + e.getMessage());
            System.err.println("Usage: grep [OPTION]... PATTERNS [FILE]...");
            System.err.println("Try 'grep --help' for more information.");
            return 2;
        }
        if (cl.hasOption("help")) {
            PrintWriter pw = new PrintWriter(System.out);
            new HelpFormatter().printHelp(pw, 66, "grep [OPTION]... PATTERNS [FILE]...", "Search for PATTERNS in each FILE.", options, 1, 3, "Exit status is 0 if any line is selected, 1 otherwise.", false);
            pw.flush();
            return 0;
        }
        List<String> rest = new ArrayList<>(cl.getArgList());
        String patternText = cl.getOptionValue("e");
        if (patternText == null) {
            if (rest.isEmpty()) {
                System.err.println("grep: no pattern given");
                return 2;
            }
            patternText = rest.remove(0);
        }
        long max;
        try {
            max = cl.hasOption("m") ? ((Number) cl.getParsedOptionValue("m")).longValue() : Long.MAX_VALUE;
        } catch (ParseException e) {
            System.err.println("grep: invalid max count: " + e.getMessage());
            return 2;
        }
        Pattern pattern = Pattern.compile(patternText, cl.hasOption("i") ? Pattern.CASE_INSENSITIVE : 0);
        IOFileFilter include = cl.hasOption("include") ? new WildcardFileFilter(cl.getOptionValue("include")) : TrueFileFilter.INSTANCE;
        List<File> files = new ArrayList<>();
        for (String name : rest) {
            File f = new File(name);
            if (f.isDirectory()) {
                if (!cl.hasOption("r")) {
                    System.err.println("grep: " + name + ": Is a directory");
                    continue;
                }
                Collection<File> found = FileUtils.listFiles(f, FileFilterUtils.and(FileFilterUtils.fileFileFilter(), include), TrueFileFilter.INSTANCE);
                found.stream().sorted().forEach(files::add);
            } else if (!f.exists()) {
                System.err.println("grep: " + name + ": No such file or directory");
            } else {
                files.add(f);
            }
        }
        boolean any = false;
        boolean many = files.size() > 1;
        for (File f : files) {
            long count = 0;
            int lineNo = 0;
            String shown = FilenameUtils.separatorsToUnix(f.getPath());
            try (LineIterator it = FileUtils.lineIterator(f, "UTF-8")) {
                while (it.hasNext() && count < max) {
                    String line = it.next();
                    lineNo++;
                    Matcher m = pattern.matcher(line);
                    if (m.find() != cl.hasOption("v")) {
                        count++;
                        any = true;
                        if (!cl.hasOption("c")) {
                            System.out.println((many ? shown + ":" : "") + (cl.hasOption("n") ? lineNo + ":" : "") + line);
                        }
                    }
                }
            }
            if (cl.hasOption("c")) System.out.println((many ? shown + ":" : "") + count);
        }
        return any ? 0 : 1;
    }

    static void write(String path, String... lines) throws IOException {
        FileUtils.writeLines(new File(path), StandardCharsets.UTF_8.name(), java.util.Arrays.asList(lines), "\n");
    }

    public static void main(String[] args) throws IOException {
        write("src/Main.java", "class Main {", "  // TODO: parse args", "  void run() { log(\"start\"); }", "  // todo later: cleanup", "}");
        write("src/util/Log.java", "class Log {", "  static void log(String s) {}", "}");
        write("notes.txt", "TODO list", "- write docs", "- todo: release 1.0", "done");
        write("README.md", "# grep demo", "Nothing to do here.");

        String[][] runs = {
                {"TODO", "notes.txt"},
                {"-i", "-n", "todo", "notes.txt", "src/Main.java"},
                {"-r", "--include", "*.java", "-e", "log", "src"},
                {"-c", "-v", "^-", "notes.txt", "README.md"},
                {"-ri", "-m", "1", "todo", "."},
                {"-n", "nothing", "README.md", "missing.txt"},
                {"zzz", "README.md"},
                {"TODO", "src"},
                {"--max-count", "many", "x", "notes.txt"},
                {"--frobnicate", "x"},
                {"-m"},
                {},
                {"--help"},
        };
        List<Integer> statuses = new ArrayList<>();
        for (String[] run : runs) {
            int status = grep(run);
            System.out.flush();
            System.err.flush();
            statuses.add(status);
            System.out.println("[exit " + status + "]");
        }
        FileUtils.forceDelete(new File("src"));
        System.out.println(StringUtils.join(statuses, ' '));
        System.exit(statuses.contains(2) ? 2 : 0);
    }
}
