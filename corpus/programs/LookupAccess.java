import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandleInfo;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;

// How a framework (a serializer, a DI container, a mocking library) reaches
// members through MethodHandles.Lookup: what lookup(), publicLookup(),
// privateLookupIn() and Lookup.in() may see, findSpecial for super calls that
// skip overrides, unreflect* on reflected members, and revealDirect /
// MethodHandleInfo to crack handles open again. Every denial prints the JDK's
// message (with the unnamed module's identity hash masked).
public class LookupAccess {

    public static class Animal {
        public String sound() {
            return "...";
        }

        protected String describe() {
            return "animal making " + sound();
        }
    }

    public static class Dog extends Animal {
        @Override
        public String sound() {
            return "woof";
        }
    }

    public static class Puppy extends Dog {
        @Override
        public String sound() {
            return "yip";
        }

        static MethodHandles.Lookup lookup() {
            return MethodHandles.lookup();
        }
    }

    public interface Greeter {
        default String greet(String name) {
            return "Hello, " + name;
        }
    }

    public static class LoudGreeter implements Greeter {
        @Override
        public String greet(String name) {
            return Greeter.super.greet(name).toUpperCase() + "!";
        }
    }

    static class Vault {
        private String secret = "s3cr3t";
        private final int pin = 1234;
        static final String BANK = "First";
        private static int opened;

        private Vault() {
        }

        Vault(String secret) {
            this.secret = secret;
        }

        private String reveal(String who) {
            opened++;
            return who + " sees " + secret;
        }

        String peek() {
            return secret.substring(0, 2) + "**";
        }

        public static String format(String pattern, Object... args) {
            return String.format(pattern, args);
        }
    }

    record Point(int x, int y) {
    }

    static class Lazy {
        static {
            System.out.println("  (Lazy initialised)");
        }

        static int value = 7;
    }

    interface Step {
        Object run() throws Throwable;
    }

    static void attempt(String label, Step step) {
        try {
            System.out.println(label + ": " + step.run());
        } catch (Throwable t) {
            System.out.println(label + ": " + masked(String.valueOf(t)));
        }
    }

    /** The unnamed module prints with its identity hash, which differs from run to run. */
    static String masked(String s) {
        StringBuilder sb = new StringBuilder();
        int from = 0;
        while (true) {
            int at = s.indexOf("module @", from);
            if (at < 0) {
                return sb.append(s.substring(from)).toString();
            }
            int end = at + "module @".length();
            while (end < s.length() && Character.digit(s.charAt(end), 16) >= 0) {
                end++;
            }
            sb.append(s, from, at).append("module @<hash>");
            from = end;
        }
    }

    static String modes(MethodHandles.Lookup l) {
        int m = l.lookupModes();
        StringBuilder sb = new StringBuilder();
        String[] names = {"PUBLIC", "PRIVATE", "PROTECTED", "PACKAGE", "MODULE", "UNCONDITIONAL", "ORIGINAL"};
        int[] bits = {MethodHandles.Lookup.PUBLIC, MethodHandles.Lookup.PRIVATE, MethodHandles.Lookup.PROTECTED,
            MethodHandles.Lookup.PACKAGE, MethodHandles.Lookup.MODULE, MethodHandles.Lookup.UNCONDITIONAL,
            MethodHandles.Lookup.ORIGINAL};
        for (int i = 0; i < names.length; i++) {
            if ((m & bits[i]) != 0) {
                sb.append(sb.length() == 0 ? "" : "|").append(names[i]);
            }
        }
        return "'" + masked(l.toString()) + "' modes=" + m + " " + (sb.length() == 0 ? "none" : sb)
                + (l.previousLookupClass() == null ? "" : " prev=" + l.previousLookupClass().getSimpleName())
                + " full=" + l.hasFullPrivilegeAccess();
    }

    static String info(MethodHandleInfo i) {
        return i + " kind=" + MethodHandleInfo.referenceKindToString(i.getReferenceKind()) + " name=" + i.getName()
                + " class=" + i.getDeclaringClass().getSimpleName() + " type=" + i.getMethodType() + " mods='"
                + Modifier.toString(i.getModifiers() & Modifier.methodModifiers()) + "' varargs=" + i.isVarArgs();
    }

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup lookup = MethodHandles.lookup();
        MethodHandles.Lookup pub = MethodHandles.publicLookup();
        MethodType toString = MethodType.methodType(String.class);
        MethodType stringToString = MethodType.methodType(String.class, String.class);

        System.out.println("== lookup objects");
        System.out.println("lookup:        " + modes(lookup));
        System.out.println("publicLookup:  " + modes(pub) + " same=" + (pub == MethodHandles.publicLookup()));
        System.out.println("in(Vault):     " + modes(lookup.in(Vault.class)));
        System.out.println("in(String):    " + modes(lookup.in(String.class)));
        System.out.println("in(ArrayList): " + modes(lookup.in(ArrayList.class)));
        System.out.println("back again:    " + modes(lookup.in(String.class).in(LookupAccess.class)));
        System.out.println("pub.in(Dog):   " + modes(pub.in(Dog.class)));
        System.out.println("in(self):      " + (lookup.in(LookupAccess.class) == lookup));
        System.out.println("no PRIVATE:    " + modes(lookup.dropLookupMode(MethodHandles.Lookup.PRIVATE)));
        System.out.println("no PACKAGE:    " + modes(lookup.dropLookupMode(MethodHandles.Lookup.PACKAGE)));
        System.out.println("no MODULE:     " + modes(lookup.dropLookupMode(MethodHandles.Lookup.MODULE)));
        System.out.println("no PUBLIC:     " + modes(lookup.dropLookupMode(MethodHandles.Lookup.PUBLIC)));
        System.out.println("no ORIGINAL:   " + modes(lookup.dropLookupMode(MethodHandles.Lookup.ORIGINAL)));
        System.out.println("privateIn:     " + modes(MethodHandles.privateLookupIn(Vault.class, lookup)));
        System.out.println("Puppy's own:   " + modes(Puppy.lookup()));
        attempt("drop bad mode", () -> lookup.dropLookupMode(3));
        attempt("in(int)", () -> lookup.in(int.class));
        attempt("privateLookupIn(String)", () -> MethodHandles.privateLookupIn(String.class, lookup));
        attempt("privateLookupIn(int[])", () -> MethodHandles.privateLookupIn(int[].class, lookup));
        attempt("privateLookupIn from public", () -> MethodHandles.privateLookupIn(Vault.class, pub));
        attempt("privateLookupIn no PRIVATE", () -> MethodHandles.privateLookupIn(Vault.class,
                lookup.dropLookupMode(MethodHandles.Lookup.PRIVATE)));

        System.out.println("== what each lookup reaches");
        Vault vault = new Vault("open-sesame");
        attempt("lookup private method", () -> lookup.findVirtual(Vault.class, "reveal", stringToString)
                .invoke(vault, "owner"));
        attempt("lookup private field", () -> lookup.findGetter(Vault.class, "secret", String.class).invoke(vault));
        attempt("lookup private ctor", () -> ((Vault) lookup.findConstructor(Vault.class,
                MethodType.methodType(void.class)).invoke()).peek());
        attempt("public: package class", () -> pub.findVirtual(Vault.class, "peek", toString));
        attempt("public: public method", () -> pub.findVirtual(Dog.class, "sound", toString).invoke(new Puppy()));
        attempt("public: protected method", () -> pub.findVirtual(Animal.class, "describe", toString));
        attempt("public: Object.clone", () -> pub.findVirtual(Object.class, "clone",
                MethodType.methodType(Object.class)));
        attempt("lookup: Object.clone", () -> lookup.findVirtual(Object.class, "clone",
                MethodType.methodType(Object.class)).type());
        attempt("public: static field", () -> pub.findStaticGetter(Integer.class, "MAX_VALUE", int.class).invoke());
        attempt("public: JDK method", () -> pub.findVirtual(String.class, "repeat",
                MethodType.methodType(String.class, int.class)).invoke("ab", 3));
        MethodHandles.Lookup noPrivate = lookup.dropLookupMode(MethodHandles.Lookup.PRIVATE);
        attempt("package: private method", () -> noPrivate.findVirtual(Vault.class, "reveal", stringToString));
        attempt("package: private field", () -> noPrivate.findGetter(Vault.class, "secret", String.class));
        attempt("package: private static", () -> noPrivate.findStaticGetter(Vault.class, "opened", int.class));
        attempt("package: package method", () -> noPrivate.findVirtual(Vault.class, "peek", toString).invoke(vault));
        MethodHandles.Lookup modulePublic = lookup.dropLookupMode(MethodHandles.Lookup.PACKAGE);
        attempt("module: package class", () -> modulePublic.findVirtual(Vault.class, "peek", toString));
        attempt("module: public nested", () -> modulePublic.findVirtual(Dog.class, "sound", toString).type());
        MethodHandles.Lookup inString = lookup.in(String.class);
        attempt("in(String): own method", () -> inString.findVirtual(String.class, "trim", toString).invoke(" t "));
        attempt("in(String): our class", () -> inString.findVirtual(Dog.class, "sound", toString));
        MethodHandles.Lookup vaultLookup = MethodHandles.privateLookupIn(Vault.class, lookup);
        attempt("privateIn: private static", () -> {
            vaultLookup.findStaticSetter(Vault.class, "opened", int.class).invoke(40);
            return vaultLookup.findStaticGetter(Vault.class, "opened", int.class).invoke();
        });
        attempt("final field setter", () -> lookup.findSetter(Vault.class, "pin", int.class));
        attempt("static final setter", () -> lookup.findStaticSetter(Vault.class, "BANK", String.class));
        attempt("varargs static", () -> {
            MethodHandle f = lookup.findStatic(Vault.class, "format",
                    MethodType.methodType(String.class, String.class, Object[].class));
            return f.isVarargsCollector() + " " + f.invoke("%s-%s", "a", 1);
        });

        System.out.println("== super calls with findSpecial");
        Puppy puppy = new Puppy();
        MethodHandles.Lookup inPuppy = lookup.in(Puppy.class);
        MethodHandle dogSound = inPuppy.findSpecial(Dog.class, "sound", toString, Puppy.class);
        System.out.println("virtual: " + (String) lookup.findVirtual(Dog.class, "sound", toString).invokeExact(
                (Dog) puppy) + ", special Dog.sound: " + (String) dogSound.invokeExact(puppy) + " " + dogSound.type());
        MethodHandle animalSound = inPuppy.findSpecial(Animal.class, "sound", toString, Puppy.class);
        System.out.println("special Animal.sound from Puppy: " + (String) animalSound.invokeExact(puppy));
        MethodHandle ownLookup = Puppy.lookup().findSpecial(Animal.class, "describe", toString, Puppy.class);
        System.out.println("protected super method: " + (String) ownLookup.invokeExact(puppy));
        MethodHandle defaultGreet = lookup.in(LoudGreeter.class).findSpecial(Greeter.class, "greet", stringToString,
                LoudGreeter.class);
        System.out.println("default method: " + (String) defaultGreet.invokeExact(new LoudGreeter(), "ann")
                + " vs override: " + new LoudGreeter().greet("ann"));
        attempt("special caller mismatch", () -> lookup.findSpecial(Dog.class, "sound", toString, Puppy.class));
        attempt("special from public", () -> pub.findSpecial(Dog.class, "sound", toString, Puppy.class));
        attempt("special on constructor", () -> inPuppy.findSpecial(Dog.class, "<init>",
                MethodType.methodType(void.class), Puppy.class));

        System.out.println("== unreflect");
        Method reveal = Vault.class.getDeclaredMethod("reveal", String.class);
        attempt("unreflect private (nestmate)", () -> lookup.unreflect(reveal).invoke(vault, "nestmate"));
        reveal.setAccessible(true);
        attempt("unreflect accessible, no PRIVATE", () -> noPrivate.unreflect(reveal).invoke(vault, "accessible"));
        Method describe = Animal.class.getDeclaredMethod("describe");
        attempt("unreflectSpecial", () -> lookup.in(Dog.class).unreflectSpecial(describe, Dog.class)
                .invoke(new Dog()));
        Constructor<Vault> ctor = Vault.class.getDeclaredConstructor(String.class);
        attempt("unreflectConstructor", () -> ((Vault) lookup.unreflectConstructor(ctor).invoke("xyzzy")).peek());
        Field pin = Vault.class.getDeclaredField("pin");
        attempt("unreflectGetter final", () -> lookup.unreflectGetter(pin).invoke(vault));
        attempt("unreflectSetter final", () -> lookup.unreflectSetter(pin));
        pin.setAccessible(true);
        attempt("unreflectSetter accessible final", () -> {
            lookup.unreflectSetter(pin).invoke(vault, 4321);
            return pin.getInt(vault);
        });
        Field bank = Vault.class.getDeclaredField("BANK");
        bank.setAccessible(true);
        attempt("unreflectSetter static final", () -> lookup.unreflectSetter(bank));
        Field px = Point.class.getDeclaredField("x");
        px.setAccessible(true);
        attempt("unreflectSetter record", () -> lookup.unreflectSetter(px));
        attempt("unreflectVarHandle", () -> lookup.unreflectVarHandle(Vault.class.getDeclaredField("secret")));

        System.out.println("== revealDirect");
        System.out.println(info(lookup.revealDirect(lookup.findVirtual(Vault.class, "reveal", stringToString))));
        System.out.println(info(lookup.revealDirect(lookup.findVirtual(Dog.class, "sound", toString))));
        System.out.println(info(lookup.revealDirect(lookup.findVirtual(Greeter.class, "greet", stringToString))));
        System.out.println(info(lookup.revealDirect(lookup.findStatic(Vault.class, "format",
                MethodType.methodType(String.class, String.class, Object[].class)))));
        System.out.println(info(lookup.revealDirect(dogSound)));
        System.out.println(info(lookup.revealDirect(lookup.findConstructor(Vault.class,
                MethodType.methodType(void.class, String.class)))));
        System.out.println(info(lookup.revealDirect(lookup.findGetter(Vault.class, "secret", String.class))));
        System.out.println(info(lookup.revealDirect(lookup.findStaticSetter(Vault.class, "opened", int.class))));
        System.out.println(info(lookup.revealDirect(lookup.findVirtual(Point.class, "x",
                MethodType.methodType(int.class)))));
        Method viaReflect = lookup.revealDirect(lookup.findVirtual(Vault.class, "reveal", stringToString))
                .reflectAs(Method.class, lookup);
        System.out.println("reflectAs: " + viaReflect);
        System.out.println("MethodHandles.reflectAs: " + MethodHandles.reflectAs(Field.class,
                lookup.findGetter(Vault.class, "secret", String.class)));
        attempt("reveal bound handle", () -> lookup.revealDirect(lookup.findVirtual(Dog.class, "sound", toString)
                .bindTo(puppy)));
        attempt("reveal adapted handle", () -> lookup.revealDirect(lookup.findVirtual(Dog.class, "sound", toString)
                .asType(MethodType.methodType(Object.class, Dog.class))));
        attempt("reveal from public", () -> pub.revealDirect(lookup.findVirtual(Vault.class, "peek", toString)));
        attempt("reflectAs wrong type", () -> lookup.revealDirect(dogSound).reflectAs(Field.class, lookup));
        for (int kind = 1; kind <= 9; kind++) {
            System.out.print(MethodHandleInfo.referenceKindToString(kind) + (kind < 9 ? " " : "\n"));
        }
        System.out.println(MethodHandleInfo.toString(MethodHandleInfo.REF_invokeStatic, Vault.class, "format",
                MethodType.methodType(String.class, String.class, Object[].class)));
        attempt("bad kind", () -> MethodHandleInfo.referenceKindToString(0));

        System.out.println("== classes");
        attempt("findClass", () -> lookup.findClass("LookupAccess$Vault"));
        attempt("findClass JDK", () -> lookup.findClass("java.util.ArrayList"));
        attempt("findClass missing", () -> lookup.findClass("com.example.Missing"));
        attempt("accessClass public lookup", () -> pub.accessClass(Vault.class));
        attempt("accessClass array", () -> lookup.accessClass(Vault[].class));
        attempt("accessClass module lookup", () -> modulePublic.accessClass(Vault.class));
        System.out.println("before ensureInitialized");
        attempt("ensureInitialized", () -> lookup.ensureInitialized(Lazy.class));
        attempt("ensureInitialized array", () -> lookup.ensureInitialized(int[].class));
        System.out.println("Lazy.value=" + Lazy.value);
    }
}
