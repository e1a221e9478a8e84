// jars: commons-cli
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Arrays;
import java.util.List;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.CommandLineParser;
import org.apache.commons.cli.DefaultParser;
import org.apache.commons.cli.HelpFormatter;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.OptionGroup;
import org.apache.commons.cli.Options;
import org.apache.commons.cli.ParseException;

/** An archiving tool's command line, parsed with commons-cli the way command-line applications do. */
public class CliArchiveTool {
    static Options options() {
        Options o = new Options();
        OptionGroup mode = new OptionGroup();
        mode.addOption(Option.builder("c").longOpt("create").desc("create a new archive").build());
        mode.addOption(Option.builder("x").longOpt("extract").desc("extract files from an archive").build());
        mode.addOption(Option.builder("t").longOpt("list").desc("list the contents of an archive").build());
        mode.setRequired(true);
        o.addOptionGroup(mode);
        o.addOption(Option.builder("f").longOpt("file").hasArg().argName("ARCHIVE").required()
                .desc("use archive file ARCHIVE").build());
        o.addOption("v", "verbose", false, "verbosely list files processed");
        o.addOption(Option.builder("C").longOpt("directory").hasArg().argName("DIR")
                .desc("change to directory DIR").build());
        o.addOption(Option.builder().longOpt("exclude").hasArgs().argName("PATTERN").valueSeparator(',')
                .desc("exclude files matching PATTERN (comma separated)").build());
        o.addOption(Option.builder("D").hasArgs().numberOfArgs(2).valueSeparator('=').argName("key=value")
                .desc("set a property").build());
        o.addOption(Option.builder("l").longOpt("level").hasArg().type(Number.class).argName("N")
                .desc("compression level 0-9").build());
        o.addOption("h", "help", false, "print this help and exit");
        return o;
    }

    static void run(String... args) {
        System.out.println("$ tar " + String.join(" ", args));
        CommandLineParser parser = new DefaultParser();
        try {
            CommandLine cl = parser.parse(options(), args);
            String mode = cl.hasOption("c") ? "create" : cl.hasOption("x") ? "extract" : "list";
            System.out.println("  mode=" + mode + " file=" + cl.getOptionValue("f")
                    + " verbose=" + cl.hasOption("verbose") + " dir=" + cl.getOptionValue("C", "."));
            if (cl.hasOption("exclude")) {
                System.out.println("  exclude=" + Arrays.toString(cl.getOptionValues("exclude")));
            }
            if (cl.hasOption("D")) {
                System.out.println("  props=" + new java.util.TreeMap<>(cl.getOptionProperties("D")));
            }
            if (cl.hasOption("l")) {
                Number level = (Number) cl.getParsedOptionValue("l");
                System.out.println("  level=" + level + " (" + level.getClass().getSimpleName() + ")");
            }
            List<String> rest = cl.getArgList();
            System.out.println("  operands=" + rest);
            for (Option opt : cl.getOptions()) {
                System.out.println("  seen " + opt.getOpt() + "/" + opt.getLongOpt() + " " + opt.getValuesList());
            }
        } catch (ParseException e) {
            System.out.println("  " + e.getClass().getSimpleName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        run("-c", "-v", "-f", "backup.tar", "src", "docs");
        run("--extract", "--file=backup.tar", "-C", "/tmp/out");
        run("-tf", "backup.tar", "--exclude", "*.o,*.class", "-Downer=root", "-Dmode=0644");
        run("-c", "-f", "a.tar", "-l", "7", "--", "-weird-name");
        run("-v", "-f", "x.tar");
        run("-c", "-x", "-f", "x.tar");
        run("-c", "-f");
        run("-c", "-f", "x.tar", "--bogus");
        run("-c");
        run("--ver", "-c", "-f", "y.tar");
        run("-c", "-f", "z.tar", "-l", "nine");

        HelpFormatter hf = new HelpFormatter();
        hf.setWidth(72);
        StringWriter sw = new StringWriter();
        PrintWriter pw = new PrintWriter(sw);
        hf.printHelp(pw, 72, "tar", "Archive files.\n\nOptions:", options(), 2, 4, "Report bugs to <bugs@example.org>", true);
        pw.flush();
        System.out.print(sw);
        hf.setSyntaxPrefix("Usage: ");
        hf.setLongOptPrefix(" --");
        hf.printHelp("tar [OPTIONS] FILE...", "", options(), "");
    }
}
