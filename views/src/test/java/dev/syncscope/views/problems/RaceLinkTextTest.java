package dev.syncscope.views.problems;

import dev.syncscope.core.check.Event;
import dev.syncscope.core.check.LinkSentence;
import dev.syncscope.core.check.Race;
import dev.syncscope.core.check.RaceLink;
import dev.syncscope.views.i18n.Messages;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.ResourceBundle;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The checker's missing links worded in the window's language from their message keys; real checked races. */
class RaceLinkTextTest {

    private static final Messages EN = Messages.forLocale(Locale.ENGLISH);
    private static final Messages JA = Messages.forLocale(Locale.JAPANESE);

    /**
     * The sentences no consistent execution reaches, each with why: a non-private read that happens-before a
     * non-private access is location-ordered before it (VK MM: Location-Ordered), a private one is a private access.
     */
    private static final Set<LinkSentence> UNREACHABLE = EnumSet.of(LinkSentence.READ_TO_WRITE);

    /** Words of the English sentences that a Japanese one must not contain (once its arguments are taken out). */
    private static final Pattern ENGLISH = Pattern.compile("(?i)\\b(atomics?|through|different|references?|are|not|"
            + "mutually|ordered|orders?|each|other|scopes?|instance|too|narrow|none|between|missing|synchronization|"
            + "release|acquire|pair|matching|storage|class|semantics|control|barrier|private|access|only|another|"
            + "invocation|relation|reads?|writes?|from|to|the|availability|visibility|device|domain|made|available|"
            + "visible|covering|needs|chains|supported|operation|shared|host|memory|which|does|happens?|before|after|"
            + "in|of|a|so|is|it|with|or|and|no|them)\\b");

    /** The memory model's terms, which every language writes as the specification does. */
    private static final Pattern TERMS = Pattern.compile("happens-before|system-synchronizes-with|location-ordered");

    private static final Pattern JAPANESE = Pattern.compile("[\\p{IsHiragana}\\p{IsKatakana}\\p{IsHan}]");

    private static List<Race> races;

    @BeforeAll
    static void check() {
        races = LinkPrograms.races();
    }

    /** One race per sentence kind that the programs make, in the order of the kinds. */
    private static List<RaceLink> links() {
        List<RaceLink> out = new ArrayList<>();
        for (LinkSentence s : LinkSentence.values()) {
            races.stream().filter(r -> r.link().sentence() == s).findFirst().ifPresent(r -> out.add(r.link()));
        }
        return out;
    }

    /** Every link the programs make, one per English sentence, and the sentences no program reaches. */
    private static List<RaceLink> everyForm() {
        Set<String> seen = new LinkedHashSet<>();
        List<RaceLink> out = new ArrayList<>();
        for (Race r : races) {
            if (seen.add(r.missingLink())) {
                out.add(r.link());
            }
        }
        UNREACHABLE.forEach(s -> out.add(new RaceLink(s, List.of())));
        return out;
    }

    @Test
    void everySentenceButTheUnreachableIsMadeByARealProgramAndHasAKeyInTheBundles() {
        Set<LinkSentence> made = EnumSet.noneOf(LinkSentence.class);
        races.forEach(r -> made.add(r.link().sentence()));
        assertEquals(EnumSet.complementOf(EnumSet.copyOf(UNREACHABLE)), made, "a new kind of link needs a program");
        Set<String> keys = new TreeSet<>();
        ResourceBundle.getBundle("dev.syncscope.views.i18n.explanations", Locale.ROOT).keySet().stream()
                .filter(k -> k.startsWith("check.link.")).forEach(keys::add);
        Set<String> sentences = new TreeSet<>();
        for (LinkSentence s : LinkSentence.values()) {
            sentences.add(s.key());
            assertNotEquals(EN.get(s.key()), JA.get(s.key()), s + " has a Japanese pattern of its own");
        }
        assertEquals(sentences, keys, "a pattern per kind of link, and none else");
    }

    @Test
    void inEnglishEveryLinkGivesTheCheckersSentenceBack() {
        for (RaceLink link : everyForm()) {
            assertEquals(link.english(), RaceLinkText.of(link, EN), link.key() + " " + link.args());
        }
    }

    /** {@code link} with argument {@code i} replaced: the same sentence in another form of a choice. */
    private static RaceLink with(RaceLink link, int i, Object arg) {
        List<Object> args = new ArrayList<>(link.args());
        args.set(i, arg);
        return new RaceLink(link.sentence(), args);
    }

    /** Every link with each of its integers (a domain, a flag) 0 and 1: every form of every choice. */
    private static List<RaceLink> everyChoice() {
        List<RaceLink> out = new ArrayList<>();
        for (RaceLink link : links()) {
            for (int i = 0; i < link.args().size(); i++) {
                if (link.args().get(i) instanceof Integer) {
                    out.add(with(link, i, 0));
                    out.add(with(link, i, 1));
                    if (link.sentence() == LinkSentence.SYNC_SCOPE) {
                        out.add(with(link, i, 2)); // the scope to widen: both, the write's or the read's
                    }
                }
            }
        }
        return out;
    }

    @Test
    void inEnglishEveryFormOfEveryChoiceIsTheCheckers() {
        List<RaceLink> forms = everyChoice();
        // two scopes or none, an invocation domain or a scope's, chains or none, the host or device domains, the
        // release or the acquire leaving a class out, and a write outside the release sequence by its own invocation or
        // not, read itself or ended before the write read (VK MM: Release Sequence); a flag's barrier with the other
        // side missing too or not, and a one-sided flag's side the flag's access itself or a barrier (VK MM:
        // Synchronizes-With); a narrow visibility that a visibility chain would carry on, or not (VK MM: Availability
        // and Visibility); a flag with neither side whose data needs MakeAvailable and MakeVisible too, or not (VK MM:
        // Location-Ordered); a narrow availability that is an atomic's own, at its scope, or not (VK MM: Availability and
        // Visibility); a read-modify-write out of the release sequence's scope by the releaser or not, the write read or
        // an earlier one (VK MM: Scoped Modification Order, Release Sequence); a flag's two atomics not in each other's
        // scope instance whose scopes are both to be widened, the write's or the read's (VK MM: Atomic Operation); a
        // control barrier passed in two instances of its execution scope, a subgroup's or a workgroup's, which no
        // shader barrier's scope exceeds (VK MM: Synchronizes-With, control barrier)
        assertEquals(53, forms.size(), forms.toString());
        for (RaceLink link : forms) {
            assertEquals(link.english(), RaceLinkText.of(link, EN), link.key() + " " + link.args());
        }
    }

    @Test
    void everyFormOfTheSentencesIsMadeByAProgram() {
        String english = String.join("\n", everyForm().stream().map(RaceLink::english).toList());
        for (String form : List.of("different references (a, b) are not mutually ordered",
                "(scope too narrow: wg / wg)", "no happens-before between P0 and P1",
                "private access: P0: W x = 1 is not NonPrivate", "different references (a, b): only",
                "covering P0: W x = 1 (availability)", "to the wg domain; P1 needs the qf domain\n",
                "P2 needs the qf domain; a later availability operation to a wider domain would carry it on as an "
                        + "availability chain, but availability/visibility chains are off (a launch option)", "covering P1: R x (visibility)",
                "of P1 in a shared domain", "does not happen-before P1: W x = 2",
                "to the host domain: no flush happens-after P0: W x = 1",
                "to the device domain: no avdevice happens-after P0: W x = 1",
                "operation host to device (dom.h2d) happens-after the flush",
                "operation device to host (dom.d2h) happens-after the avdevice",
                "no visdevice (visibility from the device domain) happens-before P1: R x",
                "no invalidate (visibility from the host domain) happens-before P1: R x",
                "the flush does not happen-before P2: W x = 2",
                "the dom.h2d does not happen-before the visdevice before P1: R x",
                "but its execution scope, sg, has an instance that does not include both",
                "(no control barrier of a shader orders two workgroups: synchronize them by a release")) {
            assertTrue(english.contains(form), form + " in\n" + english);
        }
    }

    /** What the Japanese sentence shows of each argument: a string as it is, an event as the race's sides show it. */
    private static List<String> shown(RaceLink link) {
        List<String> out = new ArrayList<>();
        for (Object a : link.args()) {
            if (a instanceof Event e) {
                out.add(RaceLinkText.label(e, JA));
            } else if (a instanceof String s && !s.isEmpty()) {
                out.add(s);
            }
        }
        return out;
    }

    private static void assertJapanese(RaceLink link, String ja) {
        assertTrue(JAPANESE.matcher(ja).find(), ja);
        List<String> args = new ArrayList<>(shown(link));
        args.sort(Comparator.comparingInt(String::length).reversed());
        // the arguments first: one may contain a term (a litmus file no-happens-before.test named by a position)
        String rest = ja;
        for (String a : args) {
            rest = rest.replace(a, " ");
        }
        rest = TERMS.matcher(rest).replaceAll(" ");
        Matcher english = ENGLISH.matcher(rest);
        assertFalse(english.find(), () -> "\"" + english.group() + "\" in " + ja);
    }

    @Test
    void inJapaneseEverySentenceIsJapaneseAndShowsItsArguments() {
        for (RaceLink link : everyForm()) {
            String ja = RaceLinkText.of(link, JA);
            assertNotEquals(link.english(), ja);
            assertJapanese(link, ja);
            for (String arg : shown(link)) {
                assertTrue(ja.contains(arg), link.key() + " shows " + arg + ": " + ja);
            }
        }
        for (RaceLink link : everyChoice()) {
            assertJapanese(link, RaceLinkText.of(link, JA));
        }
    }

    @Test
    void japaneseSentencesNameTheEventsAsTheRaceSidesAreNamed() {
        List<String> ja = everyForm().stream().map(l -> RaceLinkText.of(l, JA)).toList();
        for (String sentence : List.of(
                "プライベートなアクセス: P0: 書き x = 1 は NonPrivate ではないため、ほかの呼び出しとの順序は "
                        + "system-synchronizes-with でしか付かない",
                "書き込みがホストドメインに可用にされていない: P0: 書き x = 1 から happens-before でつながる flush がない",
                "書き込みは wg ドメインにしか可用にされていない。P1 には qf ドメインが必要",
                "書き込みは wg ドメインにしか可用にされていない。P2 には qf ドメインが必要。より広いドメインへの後の可用化操作が"
                        + "可用化チェーンとして書き込みを引き継げるが、可用化・可視化チェーンはオフ (起動オプション)",
                "dom.h2d から、P1: 読み x の前の visdevice への happens-before がない")) {
            assertTrue(ja.contains(sentence), sentence + " in\n" + String.join("\n", ja));
        }
    }
}
