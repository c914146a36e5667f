"""Diagnostics capped per code: the first 100 listed, the rest counted in one."""

from __future__ import annotations

from editor.core.diagnostics import DiagnosticList, capped, error, warning


def test_the_first_of_each_code_are_kept_and_the_rest_counted() -> None:
    found = DiagnosticList(per_code=2)
    for i in range(5):
        found.append(error("a", f"a{i}", f"/a/{i}"))
    found.append(warning("b", "b0"))
    listed = found.listed()
    assert [(d.code, d.message) for d in listed[:3]] == [("a", "a0"), ("a", "a1"), ("b", "b0")]
    more = listed[3]
    assert (more.code, more.more, more.path) == ("a", 3, "/a/2")
    assert more.message == "and 3 more like this (only the first 2 of each kind are listed)"
    assert more.format_text() == (
        "<scenario>: error: and 3 more like this (only the first 2 of each kind are listed) [a]"
    )


def test_wants_spares_building_what_would_only_be_counted() -> None:
    found = DiagnosticList(per_code=1)
    built = 0
    for i in range(1000):
        if found.wants("a"):
            built += 1
            found.append(error("a", f"a{i}", f"/a/{i}"))
    assert built == 2  # the one listed, and the first left out (it says where)
    assert found.listed()[-1].more == 999


def test_counts_from_an_earlier_cap_add_up() -> None:
    first = DiagnosticList(per_code=2)
    for i in range(10):
        first.append(error("a", f"a{i}"))
    second = [error("a", "x"), *first.listed()]
    out = capped(second, per_code=2)
    assert [d.message for d in out[:2]] == ["x", "a0"]
    assert out[2].more == 9 and len(out) == 3
