"""A handwriting recogniser trained with CTC. `nn.CTCLoss` reads its log-probabilities time-major,
(time, batch, classes), but the collate helper stacks the words batch-first: the loss takes the
20 frames for the batch while its lengths have one entry per word, and the shapes clash inside the
loss. The line to change is where the helper stacked the features."""
import mindspore as ms
from mindspore import nn, ops

from strokes_good import FEATURES, collate


class Recognizer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.proj = nn.Dense(FEATURES, 27)

    def construct(self, feats):
        return ops.log_softmax(self.proj(feats), axis=-1)


class Objective(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.ctc = nn.CTCLoss(blank=0, reduction="mean", zero_infinity=True)

    def construct(self, feats, labels, frame_lens, label_lens):
        log_probs = self.net(feats)
        return self.ctc(log_probs, labels, frame_lens, label_lens)


if __name__ == "__main__":
    ms.set_context(mode=ms.GRAPH_MODE)
    objective = Objective(Recognizer())
    feats, labels, frame_lens, label_lens = collate(["cab", "bead", "ace"])
    print(objective(ms.Tensor(feats), ms.Tensor(labels), ms.Tensor(frame_lens), ms.Tensor(label_lens)))
