package subjects;

import java.io.FileWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;

/** Appends audit entries to a log file and reads them back. */
public class AuditLogger {

    public static final int MAX_ENTRIES = 5;

    private final String logFile;
    private int written;

    public AuditLogger(String logFile) {
        if (logFile == null || logFile.isEmpty()) {
            throw new IllegalArgumentException("log file name required");
        }
        this.logFile = logFile;
    }

    public boolean log(String level, String message) {
        if (!"INFO".equals(level) && !"WARN".equals(level) && !"ERROR".equals(level)) {
            return false;
        }
        if (written >= MAX_ENTRIES) {
            return false;
        }
        try (PrintWriter out = new PrintWriter(new FileWriter(logFile, true))) {
            out.println(level + " " + (message == null ? "" : message));
            written++;
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    public int countLevel(String level) throws IOException {
        Path path = Paths.get(logFile);
        if (!Files.exists(path)) {
            return 0;
        }
        List<String> lines = Files.readAllLines(path, StandardCharsets.UTF_8);
        int count = 0;
        for (String line : lines) {
            if (line.startsWith(level + " ")) {
                count++;
            }
        }
        return count;
    }

    public boolean clear() throws IOException {
        written = 0;
        return Files.deleteIfExists(Paths.get(logFile));
    }

    public int getWritten() {
        return written;
    }
}
