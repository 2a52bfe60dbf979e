import os

import numpy as np
import mindspore as ms

import config
from inbox import synth_inbox, encode, SPAM
from model import SpamScorer


def legacy_log_odds(vocab):
    odds = np.zeros(len(vocab) + 1)
    for w, i in vocab.items():
        odds[i] = 1.2 if w in SPAM else -0.15
    return odds


def main():
    mode = ms.PYNATIVE_MODE if os.environ.get("RUN_MODE") == "pynative" else ms.GRAPH_MODE
    ms.set_context(mode=mode)
    msgs, labels = synth_inbox(config.SEED)
    vocab = {w: i + 1 for i, w in enumerate(sorted({w for m in msgs for w in m}))}
    ids = ms.Tensor(encode(msgs, vocab))

    scorer = SpamScorer(legacy_log_odds(vocab), bias=-0.5, boost=config.BLOCK_BOOST)
    for rnd, reported in enumerate([[]] + config.REPORT_ROUNDS):
        scorer.report([vocab[w] for w in reported])
        flagged = scorer(ids).asnumpy() > config.THRESHOLD
        recall = flagged[labels == 1].mean()
        fpr = flagged[labels == 0].mean()
        print(f"round {rnd}: reported={reported} flagged={int(flagged.sum())} spam recall={recall:.3f} "
              f"false positive rate={fpr:.3f}")


if __name__ == "__main__":
    main()
