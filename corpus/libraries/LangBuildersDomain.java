// jars: commons-lang3
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.apache.commons.lang3.ArrayUtils;
import org.apache.commons.lang3.builder.CompareToBuilder;
import org.apache.commons.lang3.builder.DiffBuilder;
import org.apache.commons.lang3.builder.DiffResult;
import org.apache.commons.lang3.builder.EqualsBuilder;
import org.apache.commons.lang3.builder.HashCodeBuilder;
import org.apache.commons.lang3.builder.RecursiveToStringStyle;
import org.apache.commons.lang3.builder.ReflectionToStringBuilder;
import org.apache.commons.lang3.builder.StandardToStringStyle;
import org.apache.commons.lang3.builder.ToStringBuilder;
import org.apache.commons.lang3.builder.ToStringStyle;

/** A domain class whose equals/hashCode/toString/compareTo are written with commons-lang3 builders. */
public class LangBuildersDomain {
    static class Address {
        String street; String city; int zip;
        Address(String street, String city, int zip) { this.street = street; this.city = city; this.zip = zip; }
    }

    static class Employee implements Comparable<Employee> {
        private final String name;
        private final String department;
        private final int age;
        private final double salary;
        private final String[] skills;
        private final Address address;
        private transient String cache = "cached";
        private static int created = 0;

        Employee(String name, String department, int age, double salary, Address address, String... skills) {
            this.name = name; this.department = department; this.age = age; this.salary = salary;
            this.address = address; this.skills = skills; created++;
        }

        @Override public boolean equals(Object o) {
            if (this == o) return true;
            if (!(o instanceof Employee)) return false;
            Employee e = (Employee) o;
            return new EqualsBuilder().append(name, e.name).append(department, e.department).append(age, e.age)
                    .append(salary, e.salary).append(skills, e.skills).isEquals();
        }

        @Override public int hashCode() {
            return new HashCodeBuilder(17, 37).append(name).append(department).append(age).append(salary).append(skills).toHashCode();
        }

        @Override public String toString() {
            return new ToStringBuilder(this, ToStringStyle.SHORT_PREFIX_STYLE).append("name", name)
                    .append("dept", department).append("age", age).append("skills", skills).toString();
        }

        @Override public int compareTo(Employee o) {
            return new CompareToBuilder().append(department, o.department).append(o.salary, salary)
                    .append(name, o.name).toComparison();
        }
    }

    public static void main(String[] args) {
        Address a1 = new Address("1 Main St", "Springfield", 12345);
        Employee alice = new Employee("Alice", "Engineering", 34, 120000.0, a1, "java", "rust");
        Employee alice2 = new Employee("Alice", "Engineering", 34, 120000.0, a1, "java", "rust");
        Employee bob = new Employee("Bob", "Engineering", 41, 135000.5, a1, "go");
        Employee carol = new Employee("Carol", "Sales", 29, 90000.0, null);
        Employee dave = new Employee("Dave", "Engineering", 25, 120000.0, null, "java");

        System.out.println("alice.equals(alice2) " + alice.equals(alice2) + " hash equal " + (alice.hashCode() == alice2.hashCode()));
        System.out.println("alice.equals(bob) " + alice.equals(bob));
        System.out.println("hash alice " + alice.hashCode() + " bob " + bob.hashCode() + " carol " + carol.hashCode());
        System.out.println(alice);
        System.out.println(carol);

        List<Employee> staff = new ArrayList<>(Arrays.asList(carol, dave, alice, bob));
        Collections.sort(staff);
        for (Employee e : staff) System.out.println("  sorted " + e.name);

        System.out.println("reflectionEquals " + EqualsBuilder.reflectionEquals(alice, alice2)
                + " " + EqualsBuilder.reflectionEquals(alice, bob, "name", "age", "salary", "skills"));
        System.out.println("reflectionHashCode equal " + (HashCodeBuilder.reflectionHashCode(alice) == HashCodeBuilder.reflectionHashCode(alice2)));
        System.out.println("reflectionCompare " + CompareToBuilder.reflectionCompare(new Address("a", "b", 1), new Address("a", "b", 2)));

        StandardToStringStyle multi = new StandardToStringStyle();
        multi.setUseIdentityHashCode(false);
        multi.setUseShortClassName(true);
        multi.setContentStart("{");
        multi.setFieldSeparator(System.lineSeparator() + "    ");
        multi.setFieldSeparatorAtStart(true);
        multi.setContentEnd(System.lineSeparator() + "}");
        multi.setArrayStart("[");
        multi.setArrayEnd("]");
        multi.setNullText("-");
        ToStringStyle[] styles = {ToStringStyle.NO_CLASS_NAME_STYLE, multi, ToStringStyle.SIMPLE_STYLE,
                ToStringStyle.JSON_STYLE, ToStringStyle.SHORT_PREFIX_STYLE};
        for (ToStringStyle s : styles) {
            System.out.println(new ToStringBuilder(bob, s).append("name", bob.name).append("age", bob.age)
                    .append("skills", bob.skills).append("salary", bob.salary).append("tags", Arrays.asList("a", "b")).append("boss", (Object) null).toString());
        }
        ReflectionToStringBuilder r = new ReflectionToStringBuilder(carol, ToStringStyle.SHORT_PREFIX_STYLE);
        r.setExcludeFieldNames("salary");
        System.out.println(r.toString());
        System.out.println(ReflectionToStringBuilder.toString(a1, ToStringStyle.SHORT_PREFIX_STYLE));
        System.out.println(ReflectionToStringBuilder.toString(dave, ToStringStyle.NO_CLASS_NAME_STYLE, true, true));
        System.out.println(new ReflectionToStringBuilder(alice, new RecursiveToStringStyle() {
            { setUseIdentityHashCode(false); setUseShortClassName(true); }
        }).toString());

        DiffResult<Employee> diff = new DiffBuilder<>(alice, bob, ToStringStyle.SHORT_PREFIX_STYLE)
                .append("name", alice.name, bob.name).append("age", alice.age, bob.age)
                .append("dept", alice.department, bob.department).append("skills", alice.skills, bob.skills).build();
        System.out.println("diffs " + diff.getNumberOfDiffs());
        System.out.println(diff.toString(ToStringStyle.SHORT_PREFIX_STYLE));
        diff.getDiffs().forEach(d -> System.out.println("  " + d.getFieldName() + ": " + ArrayUtils.toString(d.getLeft()) + " -> " + ArrayUtils.toString(d.getRight())));
    }
}
