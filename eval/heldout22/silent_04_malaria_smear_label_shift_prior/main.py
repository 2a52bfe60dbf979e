import numpy as np
import mindspore as ms
import mindspore.nn as nn

import config
from cells import source_and_target
from model import SmearClassifier, PriorAdjustedPosterior


def train(classifier, x, y):
    train_net = nn.TrainOneStepCell(nn.WithLossCell(classifier, nn.CrossEntropyLoss()),
                                    nn.Adam(classifier.trainable_params(), learning_rate=config.LEARNING_RATE))
    train_net.set_train()
    rng = np.random.default_rng(config.SEED)
    for _ in range(config.EPOCHS):
        order = rng.permutation(len(x))
        for s in range(0, len(x), config.BATCH_SIZE):
            idx = order[s:s + config.BATCH_SIZE]
            train_net(ms.Tensor(x[idx]), ms.Tensor(y[idx]))
    classifier.set_train(False)


def main():
    mode = ms.PYNATIVE_MODE if config.RUN_MODE == "pynative" else ms.GRAPH_MODE
    ms.set_context(mode=mode)
    ms.set_seed(config.SEED)
    (xs, ys), (xt, yt) = source_and_target()

    classifier = SmearClassifier()
    train(classifier, xs, ys)
    source_prior = np.bincount(ys, minlength=len(config.CLASSES)) / len(ys)
    adjusted = PriorAdjustedPosterior(classifier, source_prior)

    # Saerens-Latinne-Decaestecker EM on the unlabeled field smears
    prior = source_prior.copy()
    for it in range(config.EM_ITERS):
        post = adjusted(ms.Tensor(xt)).asnumpy()
        prior = post.mean(axis=0)
        adjusted.set_target_prior(prior)
        print(f"EM iter {it}: estimated prior {[round(float(p), 2) for p in prior]}")

    pred = adjusted(ms.Tensor(xt)).asnumpy().argmax(1)
    print(f"true field prior {list(config.TARGET_PRIOR)}")
    print(f"field accuracy after prior correction: {(pred == yt).mean():.3f}")


if __name__ == "__main__":
    main()
