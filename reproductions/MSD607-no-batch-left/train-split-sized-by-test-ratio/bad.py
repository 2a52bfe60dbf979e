"""Review sentiment with MindSpore's Model: the training rows are counted with the test ratio, so
200 reviews give 30 training rows, fewer than one batch of 32 with drop_remainder=True.
Model.train refuses the empty dataset with "There is no valid data in dataset", from the train
call; the line to change is the split size."""
import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.train import Model

import settings
from reviews import batched, make_reviews, split_rows

if __name__ == "__main__":
    ms.set_seed(1)
    features, labels = make_reviews(200, np.random.default_rng(1))
    (train_x, train_y), (test_x, test_y) = split_rows(features, labels)
    net = nn.SequentialCell(nn.Dense(settings.FEATURES, 8), nn.ReLU(), nn.Dense(8, 2))
    model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), 0.01), metrics={"accuracy"})
    model.train(1, batched(train_x, train_y, training=True), dataset_sink_mode=False)
    print(model.eval(batched(test_x, test_y, training=False), dataset_sink_mode=False))
