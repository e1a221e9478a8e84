import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNotEquals;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;

import org.junit.Test;

/** Shuffle mode of a music player. */
public class PlaylistShuffleTest {

    static final class Playlist {
        private final List<String> songs;

        Playlist(String... songs) {
            this.songs = new ArrayList<>(Arrays.asList(songs));
        }

        List<String> shuffled(Random random) {
            List<String> copy = new ArrayList<>(songs);
            Collections.shuffle(copy, random);
            return copy;
        }

        List<String> shuffled() {
            List<String> copy = new ArrayList<>(songs);
            Collections.shuffle(copy);
            return copy;
        }

        List<String> songs() {
            return songs;
        }
    }

    // FLAKY (randomness): a shuffle of three songs leaves them in order one time in six.
    @Test
    public void shuffleChangesTheOrder() {
        Playlist playlist = new Playlist("intro", "verse", "outro");
        assertNotEquals(playlist.songs(), playlist.shuffled());
    }

    @Test
    public void shuffleKeepsEverySong() {
        Playlist playlist = new Playlist("intro", "verse", "outro", "bonus");
        List<String> shuffled = playlist.shuffled();
        Collections.sort(shuffled);
        assertEquals(Arrays.asList("bonus", "intro", "outro", "verse"), shuffled);
    }

    @Test
    public void seededShuffleIsReproducible() {
        Playlist playlist = new Playlist("a", "b", "c", "d", "e", "f");
        assertEquals(playlist.shuffled(new Random(2024)), playlist.shuffled(new Random(2024)));
    }
}
