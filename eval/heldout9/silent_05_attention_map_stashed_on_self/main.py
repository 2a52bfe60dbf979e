import numpy as np
import mindspore as ms

from model import ReviewClassifier

VOCAB = 100
SEQ = 8


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(0)
    rng = np.random.default_rng(0)
    net = ReviewClassifier(VOCAB, 16, 2)
    net.set_train(False)
    reviews = [rng.integers(0, VOCAB, size=(1, SEQ)).astype(np.int32) for _ in range(3)]
    for i, tokens in enumerate(reviews):
        logits = net(ms.Tensor(tokens))
        weights = net.pool.last_weights.asnumpy()[0]
        top = int(weights.argmax())
        print(f"review {i}: pred {int(logits.argmax())} most attended position {top} "
              f"weights {[round(float(w), 3) for w in weights]}")


if __name__ == "__main__":
    main()
