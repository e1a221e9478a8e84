public class Polymorphism {
    static class Animal {
        String sound() { return "..."; }
        String meet(Animal a) { return "Animal meets Animal"; }
        String meet(Dog d) { return "Animal meets Dog"; }
    }
    static class Dog extends Animal {
        @Override String sound() { return "woof"; }
        @Override String meet(Animal a) { return "Dog meets Animal"; }
        @Override String meet(Dog d) { return "Dog meets Dog"; }
    }
    static class Cat extends Animal {
        @Override String sound() { return "meow"; }
        String meet(Cat c) { return "Cat meets Cat"; }
    }
    static String describe(Object o) { return "Object"; }
    static String describe(String s) { return "String"; }
    static String describe(Integer i) { return "Integer"; }
    static String describe(Number n) { return "Number"; }
    static String describe(CharSequence cs) { return "CharSequence"; }
    static String prim(byte b) { return "byte"; }
    static String prim(short s) { return "short"; }
    static String prim(int i) { return "int"; }
    static String prim(long l) { return "long"; }
    static String prim(float f) { return "float"; }
    static String prim(double d) { return "double"; }
    static String charPrim(int i) { return "int"; }
    static String charPrim(long l) { return "long"; }
    static String nulls(Object o) { return "Object"; }
    static String nulls(String s) { return "String"; }

    public static void main(String[] args) {
        Animal a = new Dog();
        Dog d = new Dog();
        Animal c = new Cat();
        Cat realCat = new Cat();
        System.out.println("sounds " + a.sound() + " " + d.sound() + " " + c.sound() + " " + new Animal().sound());
        System.out.println("a.meet(a) " + a.meet(a));
        System.out.println("a.meet(d) " + a.meet(d));
        System.out.println("d.meet(a) " + d.meet(a));
        System.out.println("d.meet((Dog)a) " + d.meet((Dog) a));
        System.out.println("c.meet(c) " + c.meet(c));
        System.out.println("realCat.meet(realCat) " + realCat.meet(realCat));
        System.out.println("realCat.meet(c) " + realCat.meet(c));
        System.out.println("realCat.meet(d) " + realCat.meet(d));
        Object s = "str";
        System.out.println("static type wins: " + describe(s) + " " + describe("str") + " " + describe(5) + " " + describe(5L) + " " + describe(new StringBuilder()) + " " + describe((CharSequence) "x"));
        byte b = 1; short sh = 1; char ch = 'c'; long l = 1; float f = 1;
        System.out.println("prims " + prim(b) + " " + prim(sh) + " " + prim(ch) + " " + prim(1) + " " + prim(l) + " " + prim(f) + " " + prim(1.0) + " " + prim(b + b) + " " + prim(b + 1L));
        System.out.println("char widening " + charPrim(ch));
        System.out.println("null " + nulls(null) + " " + nulls((Object) null));
        Animal[] zoo = {new Animal(), new Dog(), new Cat(), new Dog()};
        StringBuilder sb = new StringBuilder();
        for (Animal x : zoo) for (Animal y : zoo) sb.append(x.meet(y).charAt(0)).append(y instanceof Dog ? x.meet((Dog) y).charAt(x.meet((Dog) y).length() - 1) : '-');
        System.out.println("matrix " + sb);
    }
}
