import numpy as np
import mindspore as ms
from mindspore import nn

from intent_model import BagOfEmbeddingsIntent
from lora import inject_lora

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)

VOCAB, DIM, N_INTENTS, SEQ = 100, 32, 4, 10


def fake_utterances(n, seed=0):
    rng = np.random.default_rng(seed)
    intents = rng.integers(0, N_INTENTS, size=n)
    ids = rng.integers(1, VOCAB, size=(n, SEQ))
    ids[:, 0] = 90 + intents                       # a keyword that reveals the intent
    ids[rng.random((n, SEQ)) < 0.2] = 0
    ids[:, 0] = 90 + intents
    return ids.astype(np.int32), intents.astype(np.int32)


def main():
    ids, intents = fake_utterances(32)
    model = BagOfEmbeddingsIntent(VOCAB, DIM, N_INTENTS)
    for p in model.emb.get_parameters():
        p.requires_grad = False
    model = inject_lora(model, ["query", "value"], rank=4)
    trainable = model.trainable_params()
    print("trainable:", [p.name for p in trainable])
    train = nn.TrainOneStepCell(nn.WithLossCell(model, nn.CrossEntropyLoss()), nn.Adam(trainable, 5e-3))
    train.set_train()
    for epoch in range(3):
        loss = train(ms.Tensor(ids), ms.Tensor(intents))
        print(f"epoch {epoch} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
