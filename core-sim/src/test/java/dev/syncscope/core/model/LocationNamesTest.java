package dev.syncscope.core.model;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

/** How a location is named for users: by the source's member, field, element and component names. */
class LocationNamesTest {

    private static final LocationNames.Scalar WORD = new LocationNames.Scalar(4);

    private static Reference buffer(String name, int length, LocationNames names) {
        return new Reference(name, name, StorageClass.STORAGE_BUFFER, length, Reference.ANY_WORKGROUP, names);
    }

    private static LocationNames.Struct struct(boolean global, LocationNames.Member... members) {
        return new LocationNames.Struct(List.of(members), global);
    }

    @Test
    void membersOfAnInstanceLessBlockAreNamedOnTheirOwn() {
        // buffer B { uint data; uint flag; }; — GLSL writes `data` and `flag`
        Reference b = buffer("B", 2, struct(true, new LocationNames.Member("data", 0, WORD),
                new LocationNames.Member("flag", 4, WORD)));
        assertEquals("data", b.locationName(0));
        assertEquals("flag", b.locationName(1));
        assertEquals("flag", b.location(1).toString());
    }

    @Test
    void membersOfANamedBlockFollowTheBlocksName() {
        Reference r = buffer("result", 2, struct(false, new LocationNames.Member("seen", 0, WORD),
                new LocationNames.Member("got", 4, WORD)));
        assertEquals("result.seen", r.locationName(0));
        assertEquals("result.got", r.locationName(1));
    }

    @Test
    void fieldsOfARuntimeArrayOfStructsAreNamedByElement() {
        // S items[] with struct S { uint key; uint value; } (stride 8)
        Reference items = buffer("items", 6, new LocationNames.Array(struct(false,
                new LocationNames.Member("key", 0, WORD), new LocationNames.Member("value", 4, WORD)), 8, -1));
        assertEquals("items[0].key", items.locationName(0));
        assertEquals("items[1].value", items.locationName(3));
        assertEquals("items[2].key", items.locationName(4));
    }

    @Test
    void vectorComponentsAreXyzw() {
        Reference b = buffer("B", 5, struct(true, new LocationNames.Member("v", 0, new LocationNames.Vector(4, 4)),
                new LocationNames.Member("n", 16, WORD)));
        assertEquals("v.x", b.locationName(0));
        assertEquals("v.z", b.locationName(2));
        assertEquals("n", b.locationName(4));
    }

    @Test
    void aWordWhereNoMemberStartsKeepsItsIndex() {
        // uint a at 0, padding at 4, uint64_t b at 8 (its upper half at 12), uint c[2] with stride 16 at 16
        Reference b = buffer("B", 9, struct(true, new LocationNames.Member("a", 0, WORD),
                new LocationNames.Member("b", 8, new LocationNames.Scalar(8)),
                new LocationNames.Member("c", 16, new LocationNames.Array(WORD, 16, 2))));
        assertEquals("a", b.locationName(0));
        assertEquals("B[1]", b.locationName(1));
        assertEquals("b", b.locationName(2));
        assertEquals("B[3]", b.locationName(3));
        assertEquals("c[0]", b.locationName(4));
        assertEquals("B[5]", b.locationName(5));
        assertEquals("c[1]", b.locationName(8));
        assertEquals("B[9]", b.locationName(9), "outside the reference");
    }

    @Test
    void withoutNamesALocationIsTheReferenceAloneOrIndexed() {
        assertEquals("x", buffer("x", 1, null).locationName(0));
        assertEquals("x[3]", buffer("x", 1, null).locationName(3));
        assertEquals("s[0]", buffer("s", 4, null).locationName(0));
        assertEquals("s[2]", buffer("s", 4, null).location(2).toString());
    }

    @Test
    void theNameIsNotPartOfALocationsIdentity() {
        Reference named = buffer("B", 2, struct(true, new LocationNames.Member("data", 0, WORD),
                new LocationNames.Member("flag", 4, WORD)));
        Location a = named.location(1);
        Location b = new Location("B", 1);
        assertEquals(a, b);
        assertEquals(a.hashCode(), b.hashCode());
        assertNotEquals(a.toString(), b.toString());
        Reference same = buffer("B", 2, struct(true, new LocationNames.Member("data", 0, WORD),
                new LocationNames.Member("flag", 4, WORD)));
        assertEquals(named, same);
        assertEquals(named.hashCode(), same.hashCode());
    }
}
