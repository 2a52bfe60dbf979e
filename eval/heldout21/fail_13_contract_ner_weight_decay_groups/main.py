import mindspore as ms
from mindspore import nn, ops

from corpus import TAGS, encode
from model import ClauseTagger
from optim import build_optimizer

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(5)

ids, tags, vocab = encode()
tagger = ClauseTagger(len(vocab), len(TAGS))
loss_fn = nn.CrossEntropyLoss(ignore_index=-100)


class TaggingLoss(nn.Cell):
    def __init__(self, net):
        super().__init__(auto_prefix=False)
        self.net = net

    def construct(self, ids, tags):
        logits = self.net(ids)
        labels = ops.where(ids > 0, tags, ops.full_like(tags, -100))
        return loss_fn(logits.reshape(-1, len(TAGS)), labels.reshape(-1))


step = nn.TrainOneStepCell(TaggingLoss(tagger), build_optimizer(tagger))
step.set_train()
for epoch in range(3):
    print(f"epoch {epoch}: loss {float(step(ms.Tensor(ids), ms.Tensor(tags)).asnumpy()):.4f}")
