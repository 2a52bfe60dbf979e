import os

import mindspore as ms

import config
from comments import comment_batch
from model import ModerationGate, ToxicityScorer


def main():
    mode = ms.PYNATIVE_MODE if os.environ.get("RUN_MODE") == "pynative" else ms.GRAPH_MODE
    ms.set_context(mode=mode)
    gate = ModerationGate(ToxicityScorer(config.VOCAB_SIZE, config.EMBED_DIM))
    gate.set_train(False)
    for i, (market, threshold) in enumerate(config.MARKET_THRESHOLDS.items()):
        os.environ["MODERATION_THRESHOLD"] = threshold
        ids = ms.Tensor(comment_batch(config.SEED + i))
        score, flagged = gate(ids)
        print(f"{market:13s} threshold={threshold}: flagged {int(flagged.sum())}/{len(ids)} "
              f"(mean score {float(score.mean()):.3f})")
    os.environ.pop("MODERATION_THRESHOLD", None)


if __name__ == "__main__":
    main()
