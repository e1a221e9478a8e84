import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.jacoco.core.analysis.Analyzer;
import org.jacoco.core.analysis.CoverageBuilder;
import org.jacoco.core.analysis.IClassCoverage;
import org.jacoco.core.analysis.ICounter;
import org.jacoco.core.analysis.ILine;
import org.jacoco.core.analysis.IMethodCoverage;
import org.jacoco.core.data.ExecutionDataStore;
import org.jacoco.core.tools.ExecFileLoader;

/**
 * JaCoCo's counts for the class files under the given directories, as JSON:
 * per class the branch, line and method counters, and with --detail per
 * method its counters and per line its branches. With --exec FILE the
 * counters are those of that execution data; without, nothing ran.
 *
 * Usage: java -cp org.jacoco.core.jar:asm.jar:asm-commons.jar:asm-tree.jar:.
 *        JacocoCounts [--exec FILE] [--detail] DIR...
 */
public class JacocoCounts {
    public static void main(String[] args) throws IOException {
        ExecutionDataStore data = new ExecutionDataStore();
        boolean detail = false;
        List<File> dirs = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--exec")) {
                ExecFileLoader loader = new ExecFileLoader();
                loader.load(new File(args[++i]));
                data = loader.getExecutionDataStore();
            } else if (args[i].equals("--detail")) {
                detail = true;
            } else {
                dirs.add(new File(args[i]));
            }
        }
        CoverageBuilder builder = new CoverageBuilder();
        Analyzer analyzer = new Analyzer(data, builder);
        for (File dir : dirs) {
            analyzer.analyzeAll(dir);
        }
        List<IClassCoverage> classes = new ArrayList<>(builder.getClasses());
        classes.sort(Comparator.comparing(IClassCoverage::getName));
        StringBuilder out = new StringBuilder("{\"classes\": [");
        String sep = "\n";
        for (IClassCoverage c : classes) {
            out.append(sep).append("{\"class\": ").append(quote(c.getName().replace('/', '.')));
            counters(out, c.getBranchCounter(), c.getLineCounter(), c.getMethodCounter());
            if (detail) {
                out.append(", \"method_detail\": [");
                String msep = "";
                for (IMethodCoverage m : c.getMethods()) {
                    out.append(msep).append("{\"method\": ").append(quote(m.getName() + m.getDesc()));
                    counters(out, m.getBranchCounter(), m.getLineCounter(), m.getMethodCounter());
                    out.append(", \"line_detail\": [");
                    String lsep = "";
                    for (int l = m.getFirstLine(); l >= 0 && l <= m.getLastLine(); l++) {
                        ILine line = m.getLine(l);
                        if (line.getInstructionCounter().getTotalCount() == 0) {
                            continue;
                        }
                        out.append(lsep).append("[").append(l).append(", ")
                                .append(line.getBranchCounter().getCoveredCount()).append(", ")
                                .append(line.getBranchCounter().getTotalCount()).append(", ")
                                .append(line.getInstructionCounter().getCoveredCount() > 0).append("]");
                        lsep = ", ";
                    }
                    out.append("]}");
                    msep = ", ";
                }
                out.append("]");
            }
            out.append("}");
            sep = ",\n";
        }
        out.append("\n]}\n");
        System.out.print(out);
    }

    private static void counters(StringBuilder out, ICounter branches, ICounter lines, ICounter methods) {
        out.append(", \"branches\": ").append(counter(branches))
                .append(", \"lines\": ").append(counter(lines))
                .append(", \"methods\": ").append(counter(methods));
    }

    private static String counter(ICounter c) {
        return "{\"covered\": " + c.getCoveredCount() + ", \"total\": " + c.getTotalCount() + "}";
    }

    private static String quote(String s) {
        return "\"" + s.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }
}
