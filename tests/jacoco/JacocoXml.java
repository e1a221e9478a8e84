import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.util.Collections;

import org.jacoco.core.analysis.Analyzer;
import org.jacoco.core.analysis.CoverageBuilder;
import org.jacoco.core.tools.ExecFileLoader;
import org.jacoco.report.DirectorySourceFileLocator;
import org.jacoco.report.IReportVisitor;
import org.jacoco.report.xml.XMLFormatter;

/**
 * JaCoCo's own XML report of the class files under DIR with the execution
 * data of EXEC, written to OUT: what `terrarium test --coverage-xml` is
 * compared with.
 *
 * Usage: java -cp org.jacoco.core.jar:org.jacoco.report.jar:asm*.jar:.
 *        JacocoXml EXEC OUT DIR
 */
public class JacocoXml {
    public static void main(String[] args) throws IOException {
        ExecFileLoader loader = new ExecFileLoader();
        loader.load(new File(args[0]));
        CoverageBuilder builder = new CoverageBuilder();
        Analyzer analyzer = new Analyzer(loader.getExecutionDataStore(), builder);
        analyzer.analyzeAll(new File(args[2]));
        try (OutputStream out = new FileOutputStream(args[1])) {
            IReportVisitor visitor = new XMLFormatter().createVisitor(out);
            visitor.visitInfo(Collections.emptyList(), loader.getExecutionDataStore().getContents());
            visitor.visitBundle(builder.getBundle("terrarium"),
                    new DirectorySourceFileLocator(new File(args[2]), "UTF-8", 4));
            visitor.visitEnd();
        }
    }
}
