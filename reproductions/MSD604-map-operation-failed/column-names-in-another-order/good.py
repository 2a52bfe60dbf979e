"""A photo dataset yields (image, label), but the columns are named the other way round: the crop
meant for the images gets the scalar labels."""
import numpy as np
import mindspore.dataset as ds
import mindspore.dataset.vision as vision


class FlowerPhotos:
    def __init__(self, n=8):
        rng = np.random.default_rng(0)
        self.labels = rng.integers(0, 5, n).astype(np.int32)
        self.images = rng.integers(0, 256, (n, 24, 24, 3)).astype(np.uint8)

    def __getitem__(self, index):
        return self.images[index], self.labels[index]

    def __len__(self):
        return len(self.labels)


if __name__ == "__main__":
    data = ds.GeneratorDataset(FlowerPhotos(), column_names=["image", "label"], shuffle=False)
    data = data.map(operations=[vision.RandomResizedCrop(16)], input_columns="image").batch(4)
    for image, label in data.create_tuple_iterator(num_epochs=1, output_numpy=True):
        print(image.shape, label.shape)
