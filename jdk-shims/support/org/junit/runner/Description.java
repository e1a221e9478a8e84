package org.junit.runner;

import java.io.Serializable;
import java.lang.annotation.Annotation;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** What a test or suite is: its display name `method(Class)`, its class, its annotations. */
public class Description implements Serializable {
    private static final long serialVersionUID = 1L;
    private static final Pattern METHOD_AND_CLASS = Pattern.compile("([\\s\\S]*)\\((.*)\\)");

    public static final Description EMPTY = new Description(null, "No Tests");
    public static final Description TEST_MECHANISM = new Description(null, "Test mechanism");

    private final ArrayList<Description> children = new ArrayList<Description>();
    private final String displayName;
    private final Annotation[] annotations;
    private transient volatile Class<?> testClass;

    private Description(Class<?> testClass, String displayName, Annotation... annotations) {
        if (displayName == null || displayName.length() == 0) {
            throw new IllegalArgumentException("The display name must not be empty.");
        }
        this.testClass = testClass;
        this.displayName = displayName;
        this.annotations = annotations;
    }

    public static Description createSuiteDescription(String name, Annotation... annotations) {
        return new Description(null, name, annotations);
    }

    public static Description createSuiteDescription(String name, Serializable uniqueId, Annotation... annotations) {
        return new Description(null, name, annotations);
    }

    public static Description createSuiteDescription(Class<?> testClass) {
        return new Description(testClass, testClass.getName(), testClass.getAnnotations());
    }

    public static Description createSuiteDescription(Class<?> testClass, Annotation... annotations) {
        return new Description(testClass, testClass.getName(), annotations);
    }

    public static Description createTestDescription(String className, String name, Annotation... annotations) {
        return new Description(null, name + "(" + className + ")", annotations);
    }

    public static Description createTestDescription(Class<?> clazz, String name, Annotation... annotations) {
        return new Description(clazz, name + "(" + clazz.getName() + ")", annotations);
    }

    public static Description createTestDescription(Class<?> clazz, String name) {
        return new Description(clazz, name + "(" + clazz.getName() + ")");
    }

    public static Description createTestDescription(String className, String name, Serializable uniqueId) {
        return new Description(null, name + "(" + className + ")");
    }

    public String getDisplayName() {
        return displayName;
    }

    public void addChild(Description description) {
        children.add(description);
    }

    public ArrayList<Description> getChildren() {
        return new ArrayList<Description>(children);
    }

    public boolean isSuite() {
        return !isTest();
    }

    public boolean isTest() {
        return children.isEmpty();
    }

    public int testCount() {
        if (isTest()) {
            return 1;
        }
        int n = 0;
        for (Description child : children) {
            n += child.testCount();
        }
        return n;
    }

    public boolean isEmpty() {
        return equals(EMPTY);
    }

    public Description childlessCopy() {
        return new Description(testClass, displayName, annotations);
    }

    public <T extends Annotation> T getAnnotation(Class<T> type) {
        for (Annotation a : annotations) {
            if (a.annotationType().equals(type)) {
                return type.cast(a);
            }
        }
        return null;
    }

    public Collection<Annotation> getAnnotations() {
        return Arrays.asList(annotations);
    }

    public Class<?> getTestClass() {
        if (testClass != null) {
            return testClass;
        }
        String name = getClassName();
        if (name == null) {
            return null;
        }
        try {
            testClass = Class.forName(name, false, getClass().getClassLoader());
            return testClass;
        } catch (ClassNotFoundException e) {
            return null;
        }
    }

    public String getClassName() {
        return testClass != null ? testClass.getName() : part(2, toString());
    }

    public String getMethodName() {
        return part(1, null);
    }

    private String part(int group, String otherwise) {
        Matcher m = METHOD_AND_CLASS.matcher(displayName);
        return m.matches() ? m.group(group) : otherwise;
    }

    @Override
    public int hashCode() {
        return displayName.hashCode();
    }

    @Override
    public boolean equals(Object obj) {
        return obj instanceof Description && displayName.equals(((Description) obj).displayName);
    }

    @Override
    public String toString() {
        return getDisplayName();
    }
}
