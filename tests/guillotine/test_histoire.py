"""Variante Histoire: a question on the Revolution replaces each denunciation's die; two
questions when the denunciation is supported, or a motion of the Comité."""

from __future__ import annotations

from games.guillotine.components import QUESTION
from i18n import say
from tests.guillotine.table import GAME, C, G, M, R, dep, new_game, play, put, start, texts


def answer(state, seat: int, right: bool) -> str:
    item = next(i for i in state.batch if i.question)
    truth = QUESTION[item.question].answer
    return texts(play(state, seat, "answer:yes" if truth == right else "answer:no"))


def denounce_brissot_at_the_club(support: bool):
    state = new_game(histoire=True)
    put(state, "club", "brissot", "danton")
    put(state, "comite", "aubry")
    start(state, "convention")
    for seat in (M, G, C, R):
        play(state, seat, "noreport")
    play(state, M, "denounce:brissot")
    play(state, G, "pass")
    play(state, C, "support:brissot" if support else "pass")
    play(state, R, "pass")
    return state


def test_a_right_answer_cancels_a_plain_denunciation() -> None:
    state = denounce_brissot_at_the_club(support=False)
    prompt = GAME.prompt(state, G)
    item = state.batch[0]
    assert prompt is not None and QUESTION[item.question].party == "girondins"
    assert "question 1 of 1" in say(prompt.text) and QUESTION[item.question].text in say(
        prompt.text
    )
    events = answer(state, G, right=True)
    assert "The denunciation of Brissot (G) is cancelled" in events
    assert dep(state, "brissot").post == "club"


def test_a_wrong_answer_confirms() -> None:
    state = denounce_brissot_at_the_club(support=False)
    events = answer(state, G, right=False)
    assert "wrong, the answer is" in events
    assert (dep(state, "brissot").pp, dep(state, "brissot").post) == (2, "convention")


def test_a_supported_denunciation_needs_two_right_answers() -> None:
    state = denounce_brissot_at_the_club(support=True)
    answer(state, G, right=True)
    prompt = GAME.prompt(state, G)
    assert prompt is not None and "question 2 of 2" in say(prompt.text)
    answer(state, G, right=False)
    assert dep(state, "brissot").post == "convention"


def test_the_questions_are_not_in_any_view() -> None:
    state = denounce_brissot_at_the_club(support=True)
    item = state.batch[0]
    for seat in (None, M, G):
        assert QUESTION[item.question].text not in str(GAME.view(state, seat))
