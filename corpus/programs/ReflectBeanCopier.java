import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

// A small commons-beanutils style property copier: properties are discovered
// from public getters (getX / isX for boolean) and setters (setX with one
// argument). getMethods() order is unspecified, so properties are kept in a
// TreeMap (sorted by name) and overloaded setters are sorted by parameter type.
public class ReflectBeanCopier {

    public static class BaseEntity {
        private String id = "none";
        public String getId() { return id; }
        public void setId(String id) { this.id = id; }
    }

    public static class Person extends BaseEntity {
        private String name;
        private int age;
        private boolean active;
        private int score;
        private char grade = 'B';
        private Integer referrals;
        public Person(String id, String name, int age, boolean active, int score, Integer referrals) {
            setId(id); this.name = name; this.age = age; this.active = active; this.score = score; this.referrals = referrals;
        }
        public String getName() { return name; }
        public int getAge() { return age; }
        public boolean isActive() { return active; }
        public int getScore() { return score; }
        public char getGrade() { return grade; }
        public Integer getReferrals() { return referrals; }
        public String getDisplayName() { return name + " (" + age + ")"; }
        public void setName(String name) { this.name = name; }
    }

    public static class PersonDto {
        private String name = "?";
        private long age;
        private Boolean active;
        private double score;
        private int grade;
        private int referrals = -1;
        private int id;
        private String nickname = "nick";
        public void setName(String name) { this.name = name; }
        public void setAge(long age) { this.age = age; }
        public void setAge(String age) { this.age = Long.parseLong(age) * 1000; }
        public void setActive(Boolean active) { this.active = active; }
        public void setScore(double score) { this.score = score; }
        public void setGrade(int grade) { this.grade = grade; }
        public void setReferrals(int referrals) { this.referrals = referrals; }
        public void setId(int id) { this.id = id; }
        public void setNickname(String nickname) { this.nickname = nickname; }
        public String getNickname() { return nickname; }
        public String getName() { return name; }
        public long getAge() { return age; }
        @Override public String toString() {
            return "PersonDto{name=" + name + ", age=" + age + ", active=" + active + ", score=" + score
                    + ", grade=" + grade + ", referrals=" + referrals + ", id=" + id + ", nickname=" + nickname + "}";
        }
    }

    public static class Settings {
        private int port; private long timeout; private boolean verbose; private String host; private double ratio; private Level level;
        public void setPort(int port) { this.port = port; }
        public void setTimeout(long timeout) { this.timeout = timeout; }
        public void setVerbose(boolean verbose) { this.verbose = verbose; }
        public void setHost(String host) { this.host = host; }
        public void setRatio(double ratio) { if (ratio < 0) throw new IllegalArgumentException("ratio must be >= 0, got " + ratio); this.ratio = ratio; }
        public void setLevel(Level level) { this.level = level; }
        @Override public String toString() {
            return "Settings{port=" + port + ", timeout=" + timeout + ", verbose=" + verbose + ", host=" + host + ", ratio=" + ratio + ", level=" + level + "}";
        }
    }

    public enum Level { LOW, MEDIUM, HIGH }

    static Map<String, Method> getters(Class<?> type) {
        Map<String, Method> out = new TreeMap<>();
        for (Method m : type.getMethods()) {
            if (Modifier.isStatic(m.getModifiers()) || m.getParameterCount() != 0 || m.getDeclaringClass() == Object.class) continue;
            String n = m.getName();
            if (n.startsWith("get") && n.length() > 3 && m.getReturnType() != void.class) {
                out.put(decapitalize(n.substring(3)), m);
            } else if (n.startsWith("is") && n.length() > 2 && m.getReturnType() == boolean.class) {
                out.put(decapitalize(n.substring(2)), m);
            }
        }
        return out;
    }

    static Map<String, List<Method>> setters(Class<?> type) {
        Map<String, List<Method>> out = new TreeMap<>();
        for (Method m : type.getMethods()) {
            String n = m.getName();
            if (n.startsWith("set") && n.length() > 3 && m.getParameterCount() == 1 && m.getReturnType() == void.class) {
                out.computeIfAbsent(decapitalize(n.substring(3)), k -> new ArrayList<>()).add(m);
            }
        }
        for (List<Method> l : out.values()) l.sort((a, b) -> a.getParameterTypes()[0].getName().compareTo(b.getParameterTypes()[0].getName()));
        return out;
    }

    static String decapitalize(String s) { return Character.toLowerCase(s.charAt(0)) + s.substring(1); }

    static Class<?> boxed(Class<?> c) {
        if (!c.isPrimitive()) return c;
        if (c == int.class) return Integer.class;
        if (c == long.class) return Long.class;
        if (c == boolean.class) return Boolean.class;
        if (c == double.class) return Double.class;
        if (c == float.class) return Float.class;
        if (c == char.class) return Character.class;
        if (c == short.class) return Short.class;
        if (c == byte.class) return Byte.class;
        return Void.class;
    }

    // Java's primitive widening conversions (JLS 5.1.2), which Method.invoke applies after unboxing.
    static final String WIDENING = "byte>short,int,long,float,double;short>int,long,float,double;char>int,long,float,double;"
            + "int>long,float,double;long>float,double;float>double";

    static boolean widens(Class<?> from, Class<?> to) {
        if (!from.isPrimitive() || !to.isPrimitive()) return false;
        for (String rule : WIDENING.split(";")) {
            String[] parts = rule.split(">");
            if (parts[0].equals(from.getName())) {
                for (String t : parts[1].split(",")) if (t.equals(to.getName())) return true;
            }
        }
        return false;
    }

    // Prefer a setter whose (boxed) parameter type accepts the getter's (boxed) type, then one reachable by
    // primitive widening; otherwise the first one (and let Method.invoke complain).
    static Method pickSetter(List<Method> candidates, Class<?> valueType) {
        for (Method m : candidates) if (boxed(m.getParameterTypes()[0]).isAssignableFrom(boxed(valueType))) return m;
        for (Method m : candidates) if (widens(valueType, m.getParameterTypes()[0])) return m;
        return candidates.get(0);
    }

    static List<String> copy(Object src, Object dst) {
        List<String> report = new ArrayList<>();
        Map<String, Method> gets = getters(src.getClass());
        Map<String, List<Method>> sets = setters(dst.getClass());
        for (Map.Entry<String, Method> e : gets.entrySet()) {
            String prop = e.getKey();
            List<Method> cands = sets.get(prop);
            if (cands == null) { report.add(prop + ": no setter on " + dst.getClass().getSimpleName()); continue; }
            Method getter = e.getValue();
            Method setter = pickSetter(cands, getter.getReturnType());
            try {
                Object v = getter.invoke(src);
                setter.invoke(dst, v);
                report.add(prop + ": " + getter.getReturnType().getSimpleName() + " -> " + setter.getParameterTypes()[0].getSimpleName()
                        + " via " + getter.getDeclaringClass().getSimpleName() + "." + getter.getName() + " = " + v);
            } catch (IllegalArgumentException ex) {
                report.add(prop + ": skipped (" + ex.getClass().getSimpleName() + ": " + ex.getMessage() + ")");
            } catch (InvocationTargetException ex) {
                report.add(prop + ": setter threw " + ex.getCause());
            } catch (IllegalAccessException ex) {
                report.add(prop + ": " + ex);
            }
        }
        return report;
    }

    static Object convert(String text, Class<?> target) {
        Class<?> t = boxed(target);
        if (t == String.class) return text;
        if (t == Integer.class) return Integer.valueOf(text);
        if (t == Long.class) return Long.valueOf(text);
        if (t == Boolean.class) return Boolean.valueOf(text);
        if (t == Double.class) return Double.valueOf(text);
        if (t.isEnum()) {
            for (Object c : t.getEnumConstants()) if (((Enum<?>) c).name().equalsIgnoreCase(text)) return c;
            throw new IllegalArgumentException("no " + t.getSimpleName() + " named " + text);
        }
        throw new IllegalArgumentException("cannot convert to " + target.getName());
    }

    static <T> T populate(Class<T> type, Map<String, String> props) throws ReflectiveOperationException {
        T bean = type.getDeclaredConstructor().newInstance();
        Map<String, List<Method>> sets = setters(type);
        for (Map.Entry<String, String> e : new TreeMap<>(props).entrySet()) {
            List<Method> cands = sets.get(e.getKey());
            if (cands == null) { System.out.println("  unknown property '" + e.getKey() + "'"); continue; }
            Method setter = cands.get(0);
            try {
                setter.invoke(bean, convert(e.getValue(), setter.getParameterTypes()[0]));
            } catch (NumberFormatException ex) {
                System.out.println("  bad value for " + e.getKey() + ": " + ex.getMessage());
            } catch (InvocationTargetException ex) {
                System.out.println("  " + e.getKey() + " rejected: " + ex.getCause().getMessage());
            } catch (IllegalArgumentException ex) {
                System.out.println("  " + e.getKey() + ": " + ex.getMessage());
            }
        }
        return bean;
    }

    public static void main(String[] args) throws Exception {
        System.out.println("getters of Person:");
        for (Map.Entry<String, Method> e : getters(Person.class).entrySet()) {
            Method m = e.getValue();
            System.out.println("  " + e.getKey() + " : " + m.getReturnType().getName() + " (" + m.getName() + " declared in " + m.getDeclaringClass().getSimpleName() + ")");
        }
        System.out.println("setters of PersonDto:");
        for (Map.Entry<String, List<Method>> e : setters(PersonDto.class).entrySet()) {
            StringBuilder sb = new StringBuilder();
            for (Method m : e.getValue()) sb.append(' ').append(m.getParameterTypes()[0].getName());
            System.out.println("  " + e.getKey() + ":" + sb);
        }

        Person p = new Person("17", "Ada", 36, true, 97, 4);
        PersonDto dto = new PersonDto();
        for (String line : copy(p, dto)) System.out.println("  " + line);
        System.out.println(dto);

        Person q = new Person("x", "Bob", 20, false, 3, null);
        PersonDto dto2 = new PersonDto();
        for (String line : copy(q, dto2)) System.out.println("  " + line);
        System.out.println(dto2);

        // Copy back in the other direction: only "name" and "nickname"-ish properties match.
        Person target = new Person("1", "Old", 1, false, 0, 0);
        for (String line : copy(dto, target)) System.out.println("  " + line);
        System.out.println("target name now " + target.getName());

        Map<String, String> config = new TreeMap<>();
        config.put("port", "8080");
        config.put("timeout", "30000");
        config.put("verbose", "TRUE");
        config.put("host", "example.org");
        config.put("level", "medium");
        config.put("colour", "blue");
        System.out.println(populate(Settings.class, config));
        config.put("port", "80x");
        config.put("ratio", "-0.5");
        config.put("level", "extreme");
        System.out.println(populate(Settings.class, config));
    }
}
