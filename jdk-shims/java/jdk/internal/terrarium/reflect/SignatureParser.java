package jdk.internal.terrarium.reflect;

import java.lang.reflect.Array;
import java.lang.reflect.GenericSignatureFormatError;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.List;

/**
 * A recursive-descent parser of JVMS 4.7.9.1 signatures, used in two ways.
 * Without a scope it only checks syntax: HotSpot rejects a malformed signature
 * before resolving any of it, so the whole signature is checked first and the
 * offsets of its top-level parts recorded (ParsedSignature). With a scope it
 * reifies the one part starting at an offset, resolving names in the order
 * HotSpot does. Wildcard bounds, like type variable bounds, are only skipped
 * over and resolved when asked for, as in HotSpot.
 *
 * <p>It accepts exactly what HotSpot 17's parser accepts, leniencies included:
 * input after the signature is ignored, a type parameter may have no bound at
 * all, and an identifier is any run of characters other than
 * {@code ; . / [ : < >} and whitespace.
 */
final class SignatureParser {
    /**
     * What current() gives past the end of the input: a colon, as in HotSpot's
     * parser. It ends identifiers, and the same choice makes a truncated
     * signature fail exactly where it fails in HotSpot.
     */
    private static final char END = ':';
    private static final String TYPE_SIGNATURE_STARTS = "BCDFIJSZLT[";
    private static final Type[] NO_TYPES = {};

    private final String signature;
    private final Scope scope; // null: check syntax only
    private int pos;

    private SignatureParser(String signature, int pos, Scope scope) {
        this.signature = signature;
        this.pos = pos;
        this.scope = scope;
    }

    /** ClassSignature: [TypeParameters] SuperclassSignature {SuperinterfaceSignature}. */
    static ParsedSignature checkClass(String signature) {
        SignatureParser p = new SignatureParser(signature, 0, null);
        ParsedSignature parsed = new ParsedSignature(signature);
        p.typeParameters(parsed);
        do {
            parsed.types.add(p.pos);
            p.classType();
        } while (p.current() == 'L');
        return parsed;
    }

    /** MethodSignature: [TypeParameters] ( {JavaTypeSignature} ) Result {ThrowsSignature}. */
    static ParsedSignature checkMethod(String signature) {
        SignatureParser p = new SignatureParser(signature, 0, null);
        ParsedSignature parsed = new ParsedSignature(signature);
        p.typeParameters(parsed);
        p.expect('(', "'(' to start the parameters");
        while (TYPE_SIGNATURE_STARTS.indexOf(p.current()) >= 0) {
            parsed.types.add(p.pos);
            p.typeSignature();
        }
        p.expect(')', "')' to end the parameters");
        parsed.types.add(p.pos);
        p.result();
        while (p.current() == '^') {
            p.advance();
            parsed.exceptions.add(p.pos);
            p.fieldType(false);
        }
        return parsed;
    }

    /** FieldSignature; like HotSpot, a primitive type is accepted too. */
    static ParsedSignature checkField(String signature) {
        SignatureParser p = new SignatureParser(signature, 0, null);
        ParsedSignature parsed = new ParsedSignature(signature);
        parsed.types.add(p.pos);
        p.typeSignature();
        return parsed;
    }

    /** The type (or void) at {@code offset}, which a check has found well-formed. */
    static Type reify(String signature, int offset, Scope scope) {
        return new SignatureParser(signature, offset, scope).result();
    }

    private char current() {
        return pos < signature.length() ? signature.charAt(pos) : END;
    }

    private void advance() {
        if (pos < signature.length()) {
            pos++;
        }
    }

    private void expect(char c, String what) {
        if (current() != c) {
            throw error("expected " + what);
        }
        advance();
    }

    private GenericSignatureFormatError error(String message) {
        return new GenericSignatureFormatError("Signature Parse error: " + message
                + "\n\tRemaining input: " + signature.substring(pos));
    }

    private String identifier() {
        int start = pos;
        for (char c = current(); ";./[:<>".indexOf(c) < 0 && !Character.isWhitespace(c); c = current()) {
            advance();
        }
        return signature.substring(start, pos);
    }

    private void typeParameters(ParsedSignature parsed) {
        if (current() != '<') {
            return;
        }
        advance();
        typeParameter(parsed);
        while (current() != '>') {
            int start = pos;
            typeParameter(parsed);
            if (pos == start) {
                throw error("expected a type parameter");
            }
        }
        advance();
    }

    /** Identifier ClassBound {InterfaceBound}, where the class bound's type may be empty. */
    private void typeParameter(ParsedSignature parsed) {
        parsed.typeParameterNames.add(identifier());
        List<Integer> bounds = new ArrayList<>();
        if (current() == ':') {
            advance();
            if (current() != ':') {
                bounds.add(pos);
                fieldType(true);
            }
            while (current() == ':') {
                advance();
                bounds.add(pos);
                fieldType(true);
            }
        }
        int[] offsets = new int[bounds.size()];
        for (int i = 0; i < offsets.length; i++) {
            offsets[i] = bounds.get(i);
        }
        parsed.typeParameterBounds.add(offsets);
    }

    /** Result: JavaTypeSignature or V. */
    private Type result() {
        if (current() == 'V') {
            advance();
            return void.class;
        }
        return typeSignature();
    }

    /** JavaTypeSignature: a primitive type or a reference type. */
    private Type typeSignature() {
        Class<?> primitive;
        switch (current()) {
            case 'B': primitive = byte.class; break;
            case 'C': primitive = char.class; break;
            case 'D': primitive = double.class; break;
            case 'F': primitive = float.class; break;
            case 'I': primitive = int.class; break;
            case 'J': primitive = long.class; break;
            case 'S': primitive = short.class; break;
            case 'Z': primitive = boolean.class; break;
            default: return fieldType(true);
        }
        advance();
        return primitive;
    }

    /** ReferenceTypeSignature; a throws clause allows no array type. */
    private Type fieldType(boolean arrayAllowed) {
        switch (current()) {
            case 'L':
                return classType();
            case 'T':
                return typeVariable();
            case '[':
                if (arrayAllowed) {
                    return arrayType();
                }
                throw error("an array type is not allowed here");
            default:
                throw error("expected a class, type variable or array type");
        }
    }

    /**
     * L [PackageSpecifier] SimpleClassTypeSignature {. SimpleClassTypeSignature} ;
     * Each nested class after a parameterized one is a ParameterizedType (with
     * no arguments if it has none) owned by the type before it. HotSpot wants
     * type arguments on the first class when a nested class follows.
     */
    private Type classType() {
        expect('L', "a class type");
        int start = pos;
        identifier();
        while (current() == '/') {
            advance();
            identifier();
        }
        String name = signature.substring(start, pos).replace('/', '.');
        Type type;
        if (current() == '<') {
            type = parameterized(load(name), null);
        } else if (current() == ';') {
            type = load(name);
        } else {
            throw error("expected '<' or ';' after a class name");
        }
        while (current() == '.') {
            advance();
            name = name + '$' + identifier();
            if (current() != '<' && current() != ';' && current() != '.') {
                throw error("expected '<', ';' or '.' after a nested class name");
            }
            type = parameterized(load(name), type);
        }
        expect(';', "';' to end a class type");
        return type;
    }

    private Class<?> load(String binaryName) {
        return scope != null ? scope.namedClass(binaryName) : null;
    }

    /** The raw class is loaded before its arguments are resolved, as in HotSpot. */
    private Type parameterized(Class<?> raw, Type owner) {
        Type[] arguments = current() == '<' ? typeArguments() : NO_TYPES;
        return scope != null ? new ParameterizedTypeImpl(raw, arguments, owner) : null;
    }

    private Type[] typeArguments() {
        expect('<', "'<'");
        List<Type> arguments = new ArrayList<>();
        do {
            arguments.add(typeArgument());
        } while (current() != '>');
        advance();
        return arguments.toArray(NO_TYPES);
    }

    /** [+|-] ReferenceTypeSignature, or *. */
    private Type typeArgument() {
        switch (current()) {
            case '*':
                advance();
                return scope != null ? new WildcardTypeImpl(scope, signature, WildcardTypeImpl.UNBOUNDED, false) : null;
            case '+':
            case '-': {
                boolean lower = current() == '-';
                advance();
                int bound = pos;
                pos = skipFieldType();
                return scope != null ? new WildcardTypeImpl(scope, signature, bound, lower) : null;
            }
            default:
                return fieldType(true);
        }
    }

    /** Where the reference type at pos ends, without resolving anything in it. */
    private int skipFieldType() {
        SignatureParser checker = new SignatureParser(signature, pos, null);
        checker.fieldType(true);
        return checker.pos;
    }

    private Type typeVariable() {
        expect('T', "a type variable");
        String name = identifier();
        expect(';', "';' to end type variable " + name);
        return scope != null ? scope.typeVariable(name) : null;
    }

    /** A Class when the component type is a Class, else a GenericArrayType. */
    private Type arrayType() {
        expect('[', "an array type");
        Type component = typeSignature();
        if (scope == null) {
            return null;
        }
        if (component instanceof Class) {
            return Array.newInstance((Class<?>) component, 0).getClass();
        }
        return new GenericArrayTypeImpl(component);
    }
}
