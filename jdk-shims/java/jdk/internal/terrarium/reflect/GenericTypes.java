package jdk.internal.terrarium.reflect;

import java.lang.reflect.GenericDeclaration;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;

/**
 * The generic types that reflection reports, from the Signature attributes
 * (JVMS 4.7.9.1) of classes, fields, methods and constructors, as HotSpot 17
 * builds them. Classes are loaded, never initialised, through the declaring
 * class's loader; type variables are looked up from the given declaration
 * outwards. Each call parses the signature afresh and returns new objects.
 *
 * <p>Every method throws GenericSignatureFormatError when the signature is
 * malformed, TypeNotPresentException when a class it names cannot be found,
 * and MalformedParameterizedTypeException when a type is given the wrong
 * number of type arguments. A type variable that is not in scope comes out as
 * null, as in JDK 17.
 */
public final class GenericTypes {
    private GenericTypes() {
    }

    /** The generic type of a field declared by {@code declaringClass}. */
    public static Type fieldType(String signature, Class<?> declaringClass) {
        return SignatureParser.checkField(signature).type(0, new Scope(declaringClass, declaringClass));
    }

    /**
     * The type parameters of {@code decl}: a Class with a class signature, or a
     * Method or Constructor (declared by {@code declaringClass}) with a method
     * signature. Empty when the signature declares none.
     */
    public static TypeVariable<?>[] typeParameters(String signature, GenericDeclaration decl,
            Class<?> declaringClass) {
        ParsedSignature parsed = decl instanceof Class
                ? SignatureParser.checkClass(signature)
                : SignatureParser.checkMethod(signature);
        return parsed.typeParameters(new Scope(decl, declaringClass));
    }

    /** The generic parameter types of a method or constructor. */
    public static Type[] parameterTypes(String methodSignature, GenericDeclaration method,
            Class<?> declaringClass) {
        ParsedSignature parsed = SignatureParser.checkMethod(methodSignature);
        return parsed.types(0, parsed.types.size() - 1, new Scope(method, declaringClass));
    }

    /** The generic return type of a method (void.class for V). */
    public static Type returnType(String methodSignature, GenericDeclaration method, Class<?> declaringClass) {
        ParsedSignature parsed = SignatureParser.checkMethod(methodSignature);
        return parsed.type(parsed.types.size() - 1, new Scope(method, declaringClass));
    }

    /**
     * The generic exception types of a method or constructor; empty when the
     * signature has no throws clause (then reflection reports the erased ones).
     */
    public static Type[] exceptionTypes(String methodSignature, GenericDeclaration method,
            Class<?> declaringClass) {
        return SignatureParser.checkMethod(methodSignature).exceptions(new Scope(method, declaringClass));
    }

    /**
     * The generic superclass from the class signature of {@code c}. For an
     * interface this is Object, which Class.getGenericSuperclass must not report.
     */
    public static Type superclass(String classSignature, Class<?> c) {
        return SignatureParser.checkClass(classSignature).type(0, new Scope(c, c));
    }

    /** The generic superinterfaces from the class signature of {@code c}. */
    public static Type[] interfaces(String classSignature, Class<?> c) {
        ParsedSignature parsed = SignatureParser.checkClass(classSignature);
        return parsed.types(1, parsed.types.size(), new Scope(c, c));
    }
}
