package org.mockito;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.List;

import org.mockito.exceptions.base.MockitoException;
import org.mockito.internal.terrarium.Core;
import org.mockito.internal.terrarium.MockHandler;

/**
 * Fills a test's @Mock, @Spy and @Captor fields, then its @InjectMocks
 * fields: the class's biggest constructor with mocks of its parameter
 * types, or its no-argument constructor and then each field a mock of
 * whose type there is (by name when several are).
 */
public class MockitoAnnotations {
    public MockitoAnnotations() {
    }

    public static void initMocks(Object testClass) {
        if (testClass == null) {
            throw new MockitoException("testClass cannot be null. For info how to use @Mock annotations see examples in javadoc for MockitoAnnotations class");
        }
        List<Object> mocks = new ArrayList<>();
        List<Field> injected = new ArrayList<>();
        for (Class<?> c = testClass.getClass(); c != null && c != Object.class; c = c.getSuperclass()) {
            for (Field f : c.getDeclaredFields()) {
                Mock mock = f.getAnnotation(Mock.class);
                if (mock != null) {
                    String name = mock.name().isEmpty() ? f.getName() : mock.name();
                    Object m = Core.mock(f.getType(), name, mock.answer(), null);
                    set(f, testClass, m);
                    mocks.add(m);
                } else if (f.isAnnotationPresent(Spy.class)) {
                    Object value = get(f, testClass);
                    if (value == null) {
                        value = construct(f.getType());
                    }
                    Object s = Core.mock(value.getClass(), f.getName(), Answers.CALLS_REAL_METHODS, value);
                    set(f, testClass, s);
                    mocks.add(s);
                } else if (f.isAnnotationPresent(Captor.class)) {
                    set(f, testClass, ArgumentCaptor.forClass(captured(f)));
                } else if (f.isAnnotationPresent(InjectMocks.class)) {
                    injected.add(f);
                }
            }
        }
        for (Field f : injected) {
            Object target = get(f, testClass);
            if (target == null) {
                target = build(f, mocks);
                set(f, testClass, target);
            } else {
                inject(target, mocks);
            }
        }
    }

    private static Class<?> captured(Field f) {
        Type t = f.getGenericType();
        if (t instanceof ParameterizedType) {
            Type arg = ((ParameterizedType) t).getActualTypeArguments()[0];
            if (arg instanceof Class) {
                return (Class<?>) arg;
            }
            if (arg instanceof ParameterizedType) {
                return (Class<?>) ((ParameterizedType) arg).getRawType();
            }
        }
        return Object.class;
    }

    private static Object build(Field f, List<Object> mocks) {
        Class<?> type = f.getType();
        Constructor<?> biggest = null;
        for (Constructor<?> c : type.getDeclaredConstructors()) {
            if (biggest == null || c.getParameterCount() > biggest.getParameterCount()) {
                biggest = c;
            }
        }
        try {
            if (biggest != null && biggest.getParameterCount() > 0) {
                Object[] args = new Object[biggest.getParameterCount()];
                Class<?>[] types = biggest.getParameterTypes();
                for (int i = 0; i < args.length; i++) {
                    for (Object m : mocks) {
                        if (types[i].isInstance(m)) {
                            args[i] = m;
                            break;
                        }
                    }
                }
                biggest.setAccessible(true);
                return biggest.newInstance(args);
            }
            Object target = construct(type);
            inject(target, mocks);
            return target;
        } catch (ReflectiveOperationException e) {
            throw new MockitoException("Cannot instantiate @InjectMocks field named '" + f.getName() + "' of type '"
                    + type + "'.\nYou haven't provided the instance at field declaration so I tried to construct the instance.\n"
                    + "However the constructor or the initialization block threw an exception : " + cause(e), e);
        }
    }

    private static String cause(ReflectiveOperationException e) {
        Throwable t = e.getCause() != null ? e.getCause() : e;
        return t.getMessage();
    }

    private static void inject(Object target, List<Object> mocks) {
        List<Object> left = new ArrayList<>(mocks);
        for (Class<?> c = target.getClass(); c != null && c != Object.class; c = c.getSuperclass()) {
            for (Field f : c.getDeclaredFields()) {
                int mods = f.getModifiers();
                if (Modifier.isStatic(mods) || Modifier.isFinal(mods)) {
                    continue;
                }
                List<Object> candidates = new ArrayList<>();
                for (Object m : left) {
                    if (f.getType().isInstance(m)) {
                        candidates.add(m);
                    }
                }
                Object pick = null;
                if (candidates.size() == 1) {
                    pick = candidates.get(0);
                } else {
                    for (Object m : candidates) {
                        MockHandler h = MockHandler.of(m);
                        if (h != null && h.name().equals(f.getName())) {
                            pick = m;
                        }
                    }
                }
                if (pick != null) {
                    set(f, target, pick);
                    left.remove(pick);
                }
            }
        }
    }

    private static Object construct(Class<?> type) {
        try {
            Constructor<?> c = type.getDeclaredConstructor();
            c.setAccessible(true);
            return c.newInstance();
        } catch (ReflectiveOperationException e) {
            throw new MockitoException("Unable to initialize @Spy annotated field or @InjectMocks of type '"
                    + type.getSimpleName() + "'.\nPlease ensure that the type has a no-arg constructor.", e);
        }
    }

    private static Object get(Field f, Object o) {
        try {
            f.setAccessible(true);
            return f.get(o);
        } catch (IllegalAccessException e) {
            throw new MockitoException("Cannot read field " + f.getName(), e);
        }
    }

    private static void set(Field f, Object o, Object v) {
        try {
            f.setAccessible(true);
            f.set(o, v);
        } catch (IllegalAccessException e) {
            throw new MockitoException("Cannot set field " + f.getName(), e);
        }
    }
}
