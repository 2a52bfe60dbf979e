"""A land-cover classifier one-hot encodes its labels in the dataset pipeline. The script
computes the number of classes as the largest label, not the largest label plus one, and a
pipeline helper in another module hands it to transforms.OneHot. The pipeline fails on the
first row with the largest label; the line to change is where the count was computed."""
import numpy as np

from landcover_pipeline import labelled_tiles

if __name__ == "__main__":
    rng = np.random.default_rng(0)
    tiles = rng.random((12, 8), dtype=np.float32)
    labels = np.array([0, 1, 2, 3] * 3, dtype=np.int32)
    num_classes = int(labels.max()) + 1

    dataset = labelled_tiles(tiles, labels, depth=num_classes)
    for tile, target in dataset.create_tuple_iterator():
        print(tile.shape, target.shape)
