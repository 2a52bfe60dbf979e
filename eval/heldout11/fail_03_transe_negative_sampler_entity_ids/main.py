import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

from config import KG, TRAIN
from data import build_triples, NegativeSampler, minibatches
from model import TransE, MarginLoss

ms.set_context(mode=ms.GRAPH_MODE)


def train():
    ms.set_seed(TRAIN["seed"])
    triples = build_triples(KG["num_entities"], KG["num_relations"], KG["num_triples"], TRAIN["seed"])
    sampler = NegativeSampler(KG["num_entities"], seed=TRAIN["seed"])
    model = TransE(KG["num_entities"], KG["num_relations"], TRAIN["emb_dim"])
    loss_net = MarginLoss(model, TRAIN["margin"])
    opt = nn.SGD(model.trainable_params(), learning_rate=TRAIN["lr"])
    step_fn = nn.TrainOneStepCell(loss_net, opt)
    step_fn.set_train()
    rng = np.random.default_rng(TRAIN["seed"])
    for epoch in range(TRAIN["epochs"]):
        total, n = 0.0, 0
        for pos in minibatches(triples, TRAIN["batch_size"], rng):
            neg = sampler.corrupt(pos)
            total += float(step_fn(Tensor(pos), Tensor(neg)).asnumpy())
            n += 1
        print(f"epoch {epoch}: margin loss {total / n:.4f}")


if __name__ == "__main__":
    train()
