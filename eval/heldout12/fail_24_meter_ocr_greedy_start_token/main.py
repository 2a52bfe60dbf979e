import numpy as np
import mindspore as ms
from mindspore import nn, ops

from ocr_model import GreedyReader, MeterReader
from vocab import BOS, ITOS, READING_LEN, decode_ids, encode_reading

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(24)


def render(text, rng):
    """16x64 strip; each digit is a column pattern derived from its value."""
    img = 0.05 * rng.normal(size=(1, 16, 64))
    for k, ch in enumerate(text):
        d = int(ch)
        img[0, 2 + d:14, 16 * k + 3: 16 * k + 13] += 1.0
        img[0, 2:4, 16 * k + d: 16 * k + d + 3] += 1.0
    return img.astype(np.float32)


def batch(n, rng):
    texts = ["".join(rng.choice(list("0123456789"), READING_LEN)) for _ in range(n)]
    seqs = np.array([encode_reading(t) for t in texts], np.int32)
    imgs = np.stack([render(t, rng) for t in texts])
    return texts, ms.Tensor(imgs), ms.Tensor(seqs[:, :-1]), ms.Tensor(seqs[:, 1:])


class SeqLoss(nn.Cell):
    def __init__(self, model):
        super().__init__()
        self.model = model

    def construct(self, img, tgt_in, tgt_out):
        logits = self.model(img, tgt_in)
        return ops.cross_entropy(logits.reshape(-1, logits.shape[-1]), tgt_out.reshape(-1))


def main():
    rng = np.random.default_rng(0)
    model = MeterReader(len(ITOS))
    opt = nn.Adam(model.trainable_params(), learning_rate=3e-3)
    step = nn.TrainOneStepCell(SeqLoss(model), opt)
    step.set_train()
    for it in range(20):
        _, img, tin, tout = batch(16, rng)
        loss = step(img, tin, tout)
        if it % 5 == 0:
            print(f"iter {it} loss {loss.asnumpy():.4f}")
    reader = GreedyReader(model, BOS, READING_LEN + 1)
    reader.set_train(False)
    texts, img, _, _ = batch(4, rng)
    pred = reader(img).asnumpy()
    for t, p in zip(texts, pred):
        print(t, "->", decode_ids(p.tolist()))


if __name__ == "__main__":
    main()
