package subjects;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.text.SimpleDateFormat;
import java.util.Date;
import java.util.List;

/**
 * Modelled on the EvoSuite environment paper: reads a file name from the console,
 * reads that file and checks whether its first line equals today's date.
 */
public class FileDateChecker {

    public static final String DATE_PATTERN = "yyyy-MM-dd";

    /** Returns a status code describing what happened. */
    public String checkFromConsole() throws IOException {
        BufferedReader console = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        String fileName = console.readLine();
        if (fileName == null) {
            return "NO_INPUT";
        }
        fileName = fileName.trim();
        if (fileName.isEmpty()) {
            return "EMPTY_NAME";
        }
        return checkFile(fileName);
    }

    public String checkFile(String fileName) throws IOException {
        Path path = Paths.get(fileName);
        if (!Files.exists(path)) {
            return "MISSING";
        }
        if (Files.isDirectory(path)) {
            return "IS_DIRECTORY";
        }
        List<String> lines = Files.readAllLines(path, StandardCharsets.UTF_8);
        if (lines.isEmpty()) {
            return "EMPTY_FILE";
        }
        String today = new SimpleDateFormat(DATE_PATTERN).format(new Date());
        String content = lines.get(0).trim();
        if (content.equals(today)) {
            return "TODAY";
        }
        if (content.compareTo(today) < 0) {
            return "PAST";
        }
        return "FUTURE";
    }
}
