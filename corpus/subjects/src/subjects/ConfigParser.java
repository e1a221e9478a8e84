package subjects;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Paths;
import java.util.Map;
import java.util.TreeMap;

/** Parses "key = value" configuration text; problems surface as {@link ValidationException}. */
public class ConfigParser {

    private final Map<String, String> values = new TreeMap<>();

    public int parse(String text) throws ValidationException {
        if (text == null) {
            throw new ValidationException("text", "null input");
        }
        int count = 0;
        int lineNumber = 0;
        try (BufferedReader reader = new BufferedReader(new StringReader(text))) {
            String line;
            while ((line = reader.readLine()) != null) {
                lineNumber++;
                line = line.trim();
                if (line.isEmpty() || line.startsWith("#")) {
                    continue;
                }
                int eq = line.indexOf('=');
                if (eq < 0) {
                    throw new ValidationException("line " + lineNumber, "missing '='");
                }
                String key = line.substring(0, eq).trim();
                if (key.isEmpty()) {
                    throw new ValidationException("line " + lineNumber, "empty key");
                }
                values.put(key, line.substring(eq + 1).trim());
                count++;
            }
        } catch (IOException e) {
            throw new ValidationException("text", "unreadable", e);
        }
        return count;
    }

    public int parseFile(String fileName) throws ValidationException {
        try {
            return parse(new String(Files.readAllBytes(Paths.get(fileName))));
        } catch (NoSuchFileException e) {
            throw new ValidationException("file", "not found: " + fileName, e);
        } catch (IOException e) {
            throw new ValidationException("file", "cannot read: " + fileName, e);
        }
    }

    public int getInt(String key, int defaultValue) throws ValidationException {
        String value = values.get(key);
        if (value == null) {
            return defaultValue;
        }
        try {
            return Integer.parseInt(value);
        } catch (NumberFormatException e) {
            throw new ValidationException(key, "not an integer: " + value, e);
        }
    }

    public boolean getBoolean(String key) throws ValidationException {
        String value = values.get(key);
        if (value == null) {
            return false;
        }
        if (value.equalsIgnoreCase("true") || value.equals("yes") || value.equals("on")) {
            return true;
        }
        if (value.equalsIgnoreCase("false") || value.equals("no") || value.equals("off")) {
            return false;
        }
        throw new ValidationException(key, "not a boolean: " + value);
    }

    public int size() {
        return values.size();
    }
}
