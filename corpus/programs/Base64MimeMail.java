import java.nio.charset.StandardCharsets;
import java.util.Base64;

/** Builds a multipart e-mail with a Base64 attachment and parses it back. */
public class Base64MimeMail {
    static byte[] attachment(int size) {
        byte[] b = new byte[size];
        int x = 12345;
        for (int i = 0; i < size; i++) {
            x = x * 1103515245 + 12345;
            b[i] = (byte) (x >>> 16);
        }
        return b;
    }

    static String show(String s) {
        return s.replace("\r", "\\r").replace("\n", "\\n\n");
    }

    public static void main(String[] args) {
        byte[] pdf = attachment(200);
        String body = Base64.getMimeEncoder().encodeToString(pdf);
        String[] lines = body.split("\r\n");
        System.out.println("encoded length " + body.length() + " in " + lines.length + " lines");
        for (String l : lines) System.out.println("  " + l.length() + ": " + l);
        System.out.println("ends with CRLF: " + body.endsWith("\r\n"));

        StringBuilder mail = new StringBuilder();
        mail.append("From: reports@example.org\r\n");
        mail.append("Subject: =?UTF-8?B?").append(Base64.getEncoder().encodeToString("Monatsbericht März".getBytes(StandardCharsets.UTF_8))).append("?=\r\n");
        mail.append("Content-Type: multipart/mixed; boundary=XYZ\r\n\r\n--XYZ\r\n");
        mail.append("Content-Transfer-Encoding: base64\r\n\r\n").append(body).append("\r\n--XYZ--\r\n");
        String text = mail.toString();

        String subject = text.substring(text.indexOf("=?UTF-8?B?") + 10, text.indexOf("?=\r\n"));
        System.out.println("subject: " + new String(Base64.getDecoder().decode(subject), StandardCharsets.UTF_8));
        int start = text.indexOf("base64\r\n\r\n") + 10;
        int end = text.indexOf("\r\n--XYZ--");
        byte[] back = Base64.getMimeDecoder().decode(text.substring(start, end));
        System.out.println("attachment restored: " + java.util.Arrays.equals(pdf, back) + " (" + back.length + " bytes)");

        // The MIME decoder ignores anything outside the alphabet, the basic one does not.
        String messy = "SGVs bG8s\r\nIHdv*cmxk\tIQ==";
        System.out.println("mime: " + new String(Base64.getMimeDecoder().decode(messy), StandardCharsets.US_ASCII));
        try {
            Base64.getDecoder().decode(messy);
        } catch (IllegalArgumentException e) {
            System.out.println("basic: " + e.getMessage());
        }
        System.out.println("mime after padding: " + new String(Base64.getMimeDecoder().decode("SGk=\r\n\r\n"), StandardCharsets.US_ASCII));
        try {
            Base64.getMimeDecoder().decode("SGk=QQ==");
        } catch (IllegalArgumentException e) {
            System.out.println("mime: " + e.getMessage());
        }
        System.out.println("mime single char: " + Base64.getMimeDecoder().decode("*").length);

        // Custom line lengths are rounded down to a multiple of 4.
        int[] lengths = {4, 10, 19, 20, 3, 0, -8};
        byte[] text64 = "The quick brown fox jumps over the lazy dog".getBytes(StandardCharsets.US_ASCII);
        for (int len : lengths) {
            String enc = Base64.getMimeEncoder(len, new byte[] {'\n'}).encodeToString(text64);
            System.out.println("lineLength " + len + ":\n" + enc);
        }
        System.out.println(show(Base64.getMimeEncoder(16, new byte[] {'\r', '\n', ' '}).encodeToString(text64)));
        System.out.println(Base64.getMimeEncoder(12, new byte[0]).encodeToString(text64));
        System.out.println(Base64.getMimeEncoder(8, "|".getBytes(StandardCharsets.US_ASCII)).withoutPadding().encodeToString(text64));

        byte[][] badSeparators = {{'='}, {'A'}, {'\r', '\n', '+'}, {'-'}, {(byte) 0xff}, {'/'}};
        for (byte[] sep : badSeparators) {
            try {
                Base64.getMimeEncoder(76, sep);
                System.out.println("separator " + java.util.Arrays.toString(sep) + " accepted");
            } catch (IllegalArgumentException e) {
                System.out.println("separator " + java.util.Arrays.toString(sep) + ": " + e.getMessage());
            }
        }

        // Exactly one full line: no separator at the end.
        String oneLine = Base64.getMimeEncoder().encodeToString(new byte[57]);
        String twoLines = Base64.getMimeEncoder().encodeToString(new byte[58]);
        System.out.println("57 bytes -> " + oneLine.length() + " chars, CRLF " + oneLine.contains("\r\n"));
        System.out.println("58 bytes -> " + twoLines.length() + " chars, CRLF at " + twoLines.indexOf("\r\n"));
        System.out.println("empty -> '" + Base64.getMimeEncoder().encodeToString(new byte[0]) + "'");
    }
}
