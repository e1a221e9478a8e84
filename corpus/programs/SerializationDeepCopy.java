import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.NotSerializableException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.Date;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The deep copy that older code does through serialization: write the
 * object graph to a ByteArrayOutputStream, read it back, and get a copy
 * that shares nothing mutable with the original (caches marked transient
 * are rebuilt, a lazily initialised field comes back null).
 */
public class SerializationDeepCopy {
    @SuppressWarnings("unchecked")
    static <T extends Serializable> T deepCopy(T original) {
        try {
            ByteArrayOutputStream buffer = new ByteArrayOutputStream();
            ObjectOutputStream out = new ObjectOutputStream(buffer);
            out.writeObject(original);
            out.flush();
            System.out.println("  (" + buffer.size() + " bytes)");
            ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(buffer.toByteArray()));
            return (T) in.readObject();
        } catch (IOException | ClassNotFoundException e) {
            throw new IllegalStateException("deep copy failed: " + e, e);
        }
    }

    static class Address implements Serializable {
        private static final long serialVersionUID = 1L;
        String street;
        String city;

        Address(String street, String city) {
            this.street = street;
            this.city = city;
        }

        @Override
        public String toString() {
            return street + ", " + city;
        }
    }

    static class Employee implements Serializable {
        private static final long serialVersionUID = 2L;
        String name;
        double salary;
        Address address;
        Employee manager;
        Date hired;
        List<String> skills = new ArrayList<>();
        transient String displayCache;

        Employee(String name, double salary, Address address, Employee manager) {
            this.name = name;
            this.salary = salary;
            this.address = address;
            this.manager = manager;
            this.hired = new Date(86_400_000L * (name.length() * 1000));
        }

        String display() {
            if (displayCache == null) {
                displayCache = name + " (" + salary + ") at " + address
                        + (manager != null ? ", reports to " + manager.name : "");
            }
            return displayCache;
        }
    }

    static class Company implements Serializable {
        private static final long serialVersionUID = 3L;
        String name;
        Map<String, List<Employee>> departments = new TreeMap<>();
        Map<Integer, Employee> byBadge = new HashMap<>();
        int[] quarterlyRevenue = {10, 12, 9, 14};
    }

    static class Unlucky implements Serializable {
        private static final long serialVersionUID = 4L;
        Object resource = new Object();
    }

    public static void main(String[] args) {
        Address hq = new Address("1 Main St", "Springfield");
        Employee boss = new Employee("Grace", 200000, hq, null);
        Employee dev = new Employee("Linus", 150000, hq, boss);
        Employee ops = new Employee("Ada", 140000, new Address("2 Side St", "Shelbyville"), boss);
        dev.skills.add("C");
        dev.skills.add("git");
        ops.skills.add("pagers");
        System.out.println(dev.display());

        Company acme = new Company();
        acme.name = "Acme";
        acme.departments.put("engineering", new ArrayList<>(List.of(dev, ops)));
        acme.departments.put("management", new ArrayList<>(List.of(boss)));
        acme.byBadge.put(1, boss);
        acme.byBadge.put(2, dev);
        acme.byBadge.put(3, ops);

        System.out.println("copying company");
        Company copy = deepCopy(acme);
        Employee devCopy = copy.departments.get("engineering").get(0);
        System.out.println("same object: " + (copy == acme) + ", same employee: " + (devCopy == dev));
        System.out.println("shared boss preserved inside the copy: "
                + (devCopy.manager == copy.byBadge.get(1)) + " / "
                + (copy.departments.get("management").get(0) == copy.byBadge.get(1)));
        System.out.println("shared address preserved: " + (devCopy.address == copy.byBadge.get(1).address));
        System.out.println("transient cache after copy: " + devCopy.displayCache);
        System.out.println(devCopy.display());

        devCopy.salary = 1;
        devCopy.skills.add("rust");
        devCopy.address.city = "Capital City";
        devCopy.hired.setTime(0);
        copy.quarterlyRevenue[0] = -1;
        copy.departments.remove("management");
        System.out.println("original after changing the copy:");
        System.out.println("  " + dev.salary + " " + dev.skills + " " + dev.address + " "
                + dev.hired.getTime() + " " + acme.quarterlyRevenue[0] + " " + acme.departments.keySet());
        System.out.println("copy:");
        System.out.println("  " + devCopy.salary + " " + devCopy.skills + " " + devCopy.address + " "
                + devCopy.hired.getTime() + " " + copy.quarterlyRevenue[0] + " " + copy.departments.keySet());

        System.out.println("copying a list of strings");
        ArrayList<String> words = new ArrayList<>(List.of("alpha", "beta"));
        ArrayList<String> wordsCopy = deepCopy(words);
        wordsCopy.set(0, "ALPHA");
        System.out.println(words + " " + wordsCopy + " same strings: " + (words.get(1) == wordsCopy.get(1)));

        System.out.println("copying something that holds a plain Object");
        try {
            deepCopy(new Unlucky());
        } catch (IllegalStateException e) {
            System.out.println(e.getMessage());
            System.out.println("cause is NotSerializableException: " + (e.getCause() instanceof NotSerializableException));
        }
    }
}
