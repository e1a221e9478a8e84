import java.io.*;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.security.MessageDigest;
import java.util.*;

/** Writes key material as PEM files (64-column Base64) and reads them back with Scanner; fingerprints in hex. */
public class PemKeyFiles {
    static byte[] material(int n, long seed) {
        byte[] b = new byte[n];
        new SplittableRandom(seed).nextBytes(b);
        return b;
    }

    static void writePem(Path file, String label, byte[] der) throws IOException {
        try (Writer w = Files.newBufferedWriter(file, StandardCharsets.US_ASCII)) {
            w.write("-----BEGIN " + label + "-----\n");
            w.write(Base64.getMimeEncoder(64, new byte[] {'\n'}).encodeToString(der));
            w.write("\n-----END " + label + "-----\n");
        }
    }

    static Map.Entry<String, byte[]> readPem(Path file) throws IOException {
        try (Scanner sc = new Scanner(file, "US-ASCII")) {
            String label = sc.findInLine("-----BEGIN ([A-Z ]+)-----") == null ? null : sc.match().group(1);
            if (label == null) throw new IOException("no BEGIN line in " + file);
            sc.nextLine();
            StringBuilder body = new StringBuilder();
            while (sc.hasNextLine()) {
                String line = sc.nextLine();
                if (line.equals("-----END " + label + "-----")) {
                    return Map.entry(label, Base64.getMimeDecoder().decode(body.toString()));
                }
                body.append(line).append('\n');
            }
            throw new IOException("no END line for " + label);
        }
    }

    static String fingerprint(byte[] der) throws Exception {
        byte[] digest = MessageDigest.getInstance("SHA-256").digest(der);
        return HexFormat.ofDelimiter(":").withUpperCase().formatHex(digest, 0, 12) + "...";
    }

    public static void main(String[] args) throws Exception {
        Files.createDirectories(Paths.get("keys"));
        String[][] keys = {{"PUBLIC KEY", "44"}, {"PRIVATE KEY", "150"}, {"CERTIFICATE", "48"}};
        for (int i = 0; i < keys.length; i++) {
            byte[] der = material(Integer.parseInt(keys[i][1]), 1000 + i);
            Path p = Paths.get("keys", "k" + i + ".pem");
            writePem(p, keys[i][0], der);
            List<String> lines = Files.readAllLines(p);
            System.out.println(p + ": " + lines.size() + " lines, widths " + lines.stream().mapToInt(String::length).boxed().toList());
            System.out.println("  " + lines.get(1));
            Map.Entry<String, byte[]> back = readPem(p);
            System.out.println("  label " + back.getKey() + ", " + back.getValue().length + " bytes, intact " + Arrays.equals(der, back.getValue())
                    + ", sha256 " + fingerprint(back.getValue()));
        }

        // Damaged files.
        Path broken = Paths.get("keys", "broken.pem");
        Files.writeString(broken, "-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE\n");
        try {
            readPem(broken);
        } catch (IOException e) {
            System.out.println("broken: " + e.getMessage());
        }
        Files.writeString(broken, "hello\n");
        try {
            readPem(broken);
        } catch (IOException e) {
            System.out.println("broken: " + e.getMessage().replace('\\', '/'));
        }
        Files.writeString(broken, "-----BEGIN X-----\nQUJD=RA==\n-----END X-----\n");
        try {
            readPem(broken);
        } catch (IllegalArgumentException e) {
            System.out.println("broken body: " + e.getMessage());
        }
        Files.writeString(broken, "-----BEGIN X-----\nQUJDRA\n-----END X-----\n");
        System.out.println("unpadded body decodes to " + new String(readPem(broken).getValue(), StandardCharsets.US_ASCII));

        // An authorized_keys style line: type, base64 blob, comment.
        byte[] blob = material(51, 7);
        String line = "ssh-ed25519 " + Base64.getEncoder().encodeToString(blob) + " deploy@build-01";
        Scanner sc = new Scanner(line);
        String type = sc.next();
        byte[] decoded = Base64.getDecoder().decode(sc.next());
        System.out.println(type + " blob " + decoded.length + " bytes, md5-style id " + HexFormat.ofDelimiter(":").formatHex(MessageDigest.getInstance("MD5").digest(decoded))
                + ", comment " + sc.next());

        try (DirectoryStream<Path> ds = Files.newDirectoryStream(Paths.get("keys"))) {
            List<Path> all = new ArrayList<>();
            ds.forEach(all::add);
            for (Path p : all) Files.delete(p);
        }
        Files.delete(Paths.get("keys"));
    }
}
