// jars: gson
import com.google.gson.FieldNamingPolicy;
import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonSyntaxException;
import com.google.gson.annotations.Expose;
import com.google.gson.annotations.SerializedName;
import com.google.gson.annotations.Since;
import com.google.gson.reflect.TypeToken;
import java.lang.reflect.Type;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/** Serializing an invoice domain model to JSON and back, the way a REST client does with gson. */
public class GsonRoundTrip {
    enum Status { @SerializedName("draft") DRAFT, @SerializedName("sent") SENT, PAID }

    static class Money {
        BigDecimal amount; String currency;
        Money(String amount, String currency) { this.amount = new BigDecimal(amount); this.currency = currency; }
        @Override public String toString() { return amount.toPlainString() + " " + currency; }
    }
    static class Line {
        String sku;
        @SerializedName(value = "qty", alternate = {"quantity", "count"}) int quantity;
        Money unitPrice;
        transient String cachedLabel = "not serialized";
        Line(String sku, int quantity, Money unitPrice) { this.sku = sku; this.quantity = quantity; this.unitPrice = unitPrice; }
    }
    static class Address { String street; String city; String postalCode; }
    static class Invoice {
        @SerializedName("invoice_id") String id;
        Status status;
        Address billingAddress;
        List<Line> lines = new ArrayList<>();
        Map<String, String> metadata = new TreeMap<>();
        int[] reminderDays;
        Double discountRate;
        boolean taxExempt;
        char grade = 'A';
        long createdEpochSecond;
    }
    static class Page<T> {
        int page; int total; List<T> items;
    }
    static class Account {
        @Expose String username;
        @Expose(serialize = true, deserialize = false) String role = "user";
        @Expose(serialize = false) String password;
        String internalNote = "hidden";
        @Since(2.0) @Expose String newField = "v2 only";
    }

    public static void main(String[] args) {
        Invoice inv = new Invoice();
        inv.id = "INV-2024-0042";
        inv.status = Status.SENT;
        inv.billingAddress = new Address();
        inv.billingAddress.street = "1 Infinite \"Loop\"";
        inv.billingAddress.city = "Zürich";
        inv.lines.add(new Line("KB-01", 2, new Money("49.90", "CHF")));
        inv.lines.add(new Line("MS-7", 1, new Money("19.0000", "CHF")));
        inv.metadata.put("source", "web");
        inv.metadata.put("<script>", "a&b='c'");
        inv.reminderDays = new int[] {7, 14, 30};
        inv.createdEpochSecond = 1_700_000_000L;

        Gson gson = new Gson();
        String compact = gson.toJson(inv);
        System.out.println(compact);
        Invoice back = gson.fromJson(compact, Invoice.class);
        System.out.println("back " + back.id + " " + back.status + " " + back.billingAddress.city + " lines " + back.lines.size() + " "
                + back.lines.get(1).unitPrice + " label " + back.lines.get(0).cachedLabel + " days " + Arrays.toString(back.reminderDays)
                + " discount " + back.discountRate + " grade " + back.grade + " metadata " + back.metadata.getClass().getSimpleName());
        System.out.println("equal again " + gson.toJson(back).equals(compact));

        Gson pretty = new GsonBuilder().setPrettyPrinting().serializeNulls().disableHtmlEscaping()
                .setFieldNamingPolicy(FieldNamingPolicy.LOWER_CASE_WITH_UNDERSCORES).create();
        System.out.println(pretty.toJson(inv));

        Type pageOfLines = new TypeToken<Page<Line>>() {}.getType();
        String pageJson = "{\"page\":2,\"total\":41,\"items\":[{\"sku\":\"A\",\"quantity\":3,\"unitPrice\":{\"amount\":1.10,\"currency\":\"EUR\"}},"
                + "{\"sku\":\"B\",\"count\":\"5\"},{\"sku\":null,\"qty\":0}]}";
        Page<Line> page = gson.fromJson(pageJson, pageOfLines);
        System.out.println("type " + pageOfLines);
        for (Line l : page.items) System.out.println("  item " + l.sku + " x" + l.quantity + " @ " + l.unitPrice + " label " + l.cachedLabel);
        Map<String, List<Integer>> scores = gson.fromJson("{\"b\":[3,1],\"a\":[2],\"c\":[]}", new TypeToken<Map<String, List<Integer>>>() {}.getType());
        System.out.println("map " + scores + " " + scores.getClass().getName());
        Map<Status, Integer> byStatus = new EnumMap<>(Status.class);
        byStatus.put(Status.PAID, 3); byStatus.put(Status.DRAFT, 1);
        String statusJson = gson.toJson(byStatus);
        System.out.println("enum map " + statusJson + " back " + gson.fromJson(statusJson, new TypeToken<EnumMap<Status, Integer>>() {}.getType()));
        System.out.println("status " + gson.fromJson("\"draft\"", Status.class) + " unknown " + gson.fromJson("\"archived\"", Status.class));
        Object untyped = gson.fromJson("{\"n\":1,\"list\":[true,null,2.5,\"s\"],\"o\":{}}", Object.class);
        System.out.println("untyped " + untyped + " " + untyped.getClass().getSimpleName());
        System.out.println("primitives " + gson.toJson(3.0) + " " + gson.toJson(1e20) + " " + gson.toJson(Long.MIN_VALUE) + " " + gson.toJson("tab\tquote\"<>&\u2028")
                + " " + gson.toJson(null) + " " + gson.toJson(new double[] {0.1, -0.0}) + " " + gson.toJson(Optional.of(1).orElse(9)));
        try {
            gson.toJson(Double.NaN);
        } catch (IllegalArgumentException e) {
            System.out.println("IllegalArgumentException: " + e.getMessage());
        }
        System.out.println("special " + new GsonBuilder().serializeSpecialFloatingPointValues().create().toJson(new double[] {Double.NaN, Double.NEGATIVE_INFINITY}));

        Account acct = new Account();
        acct.username = "ada"; acct.password = "hunter2";
        Gson exposeOnly = new GsonBuilder().excludeFieldsWithoutExposeAnnotation().setVersion(1.0).create();
        System.out.println("expose " + exposeOnly.toJson(acct) + " all " + new GsonBuilder().setVersion(2.0).create().toJson(acct));
        Account parsed = exposeOnly.fromJson("{\"username\":\"bob\",\"role\":\"admin\",\"password\":\"pw\",\"internalNote\":\"x\"}", Account.class);
        System.out.println("parsed " + parsed.username + " " + parsed.role + " " + parsed.password + " " + parsed.internalNote);

        LinkedHashMap<Object, Object> complexKeys = new LinkedHashMap<>();
        complexKeys.put(Arrays.asList(1, 2), "pair");
        System.out.println("complex keys " + new GsonBuilder().enableComplexMapKeySerialization().create().toJson(complexKeys) + " plain " + gson.toJson(complexKeys));

        String[] bad = {"{\"page\": \"two\"}", "{\"page\":1,\"items\":{}}", "[1,2", "{\"page\":1 \"total\":2}", "{\"page\":99999999999}", "{'page':1, total:2}"};
        for (String b : bad) {
            try {
                Page<Line> p = gson.fromJson(b, pageOfLines);
                System.out.println("lenient ok " + b + " -> " + p.page + "," + p.total);
            } catch (JsonSyntaxException e) {
                System.out.println("JsonSyntaxException: " + e.getMessage() + (e.getCause() != null ? " [cause " + e.getCause().getClass().getSimpleName() + "]" : ""));
            } catch (RuntimeException e) {
                System.out.println(e.getClass().getName() + ": " + e.getMessage());
            }
        }
    }
}
