import os

import numpy as np
import mindspore as ms
from mindspore import nn

from model import BowVAE, VAELoss
from schedule import KLAnnealer

TITLES = [
    "creamy garlic mushroom pasta", "spicy garlic noodles", "lemon herb roast chicken",
    "roast chicken with garlic", "chocolate banana bread", "banana oat pancakes",
    "chocolate chip cookies", "creamy tomato soup", "spicy tomato lentil soup", "lemon pancakes",
]


def bag_of_words(titles):
    vocab = sorted({w for t in titles for w in t.split()})
    bow = np.zeros((len(titles), len(vocab)), dtype=np.float32)
    for i, t in enumerate(titles):
        for w in t.split():
            bow[i, vocab.index(w)] += 1.0
    return bow, vocab


def main():
    mode = ms.PYNATIVE_MODE if os.environ.get("RUN_MODE") == "pynative" else ms.GRAPH_MODE
    ms.set_context(mode=mode)
    ms.set_seed(0)
    bow, vocab = bag_of_words(TITLES)
    annealer = KLAnnealer(warmup=3)
    vae = BowVAE(len(vocab), hidden=16, latent=4)
    train = nn.TrainOneStepCell(VAELoss(vae, annealer), nn.Adam(vae.trainable_params(), 1e-2))
    train.set_train()
    rng = np.random.default_rng(0)
    for epoch in range(5):
        eps = ms.Tensor(rng.normal(size=(len(TITLES), 4)).astype(np.float32))
        loss = train(ms.Tensor(bow), eps)
        print(f"epoch {epoch}: kl weight {annealer.weight():.2f}  objective {loss.asnumpy():.4f}")
        annealer.step()
    _, mu, _ = vae(ms.Tensor(bow), ms.Tensor(np.zeros((len(TITLES), 4), np.float32)))
    print("latent mean norm:", np.round(np.linalg.norm(mu.asnumpy(), axis=1).mean(), 4))


if __name__ == "__main__":
    main()
