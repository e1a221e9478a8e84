import static org.junit.Assert.assertEquals;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.StringJoiner;
import java.util.function.Function;

import org.junit.Test;

/** Exports rows as CSV with configurable columns. */
public class CsvExportTest {

    static final class Person {
        final int id;
        final String name;

        Person(int id, String name) {
            this.id = id;
            this.name = name;
        }
    }

    /** A column: header plus extractor. No equals/hashCode. */
    static final class Column {
        final String header;
        final Function<Person, Object> value;

        Column(String header, Function<Person, Object> value) {
            this.header = header;
            this.value = value;
        }
    }

    static final class CsvExporter {
        private final Map<Column, Boolean> columns;

        CsvExporter(Map<Column, Boolean> columns) {
            this.columns = columns;
        }

        CsvExporter with(Column c) {
            columns.put(c, Boolean.TRUE);
            return this;
        }

        String export(Person... people) {
            StringBuilder out = new StringBuilder();
            StringJoiner header = new StringJoiner(",");
            for (Column c : columns.keySet()) {
                header.add(c.header);
            }
            out.append(header).append('\n');
            for (Person p : people) {
                StringJoiner row = new StringJoiner(",");
                for (Column c : columns.keySet()) {
                    row.add(String.valueOf(c.value.apply(p)));
                }
                out.append(row).append('\n');
            }
            return out.toString();
        }
    }

    // FLAKY (unordered-collection): columns kept as HashMap keys come out in identity-hash order.
    @Test
    public void exportsColumnsInConfiguredOrder() {
        CsvExporter exporter = new CsvExporter(new HashMap<>())
                .with(new Column("id", p -> p.id))
                .with(new Column("name", p -> p.name));
        assertEquals("id,name\n1,Ada\n", exporter.export(new Person(1, "Ada")));
    }

    @Test
    public void exportsColumnsInConfiguredOrderWithLinkedMap() {
        CsvExporter exporter = new CsvExporter(new LinkedHashMap<>())
                .with(new Column("id", p -> p.id))
                .with(new Column("name", p -> p.name));
        assertEquals("id,name\n1,Ada\n2,Linus\n", exporter.export(new Person(1, "Ada"), new Person(2, "Linus")));
    }

    @Test
    public void singleColumnExport() {
        CsvExporter exporter = new CsvExporter(new HashMap<>()).with(new Column("name", p -> p.name));
        assertEquals("name\nAda\n", exporter.export(new Person(1, "Ada")));
    }
}
