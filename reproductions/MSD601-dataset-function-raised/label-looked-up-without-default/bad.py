"""A leaf-disease dataset whose photo list holds a folder the class mapping does not have: the
source looks each label up with `.get(folder)`, which gives None for it, and `np.int32(None)`
raises inside the pipeline's thread. MindSpore's RuntimeError points at the iterator; the line
to change is the lookup."""
import mindspore.dataset as ds

from plants import CLASSES, RECORDS, LeafPhotos

if __name__ == "__main__":
    data = ds.GeneratorDataset(LeafPhotos(RECORDS, CLASSES), column_names=["image", "label"], shuffle=False).batch(2)
    for image, label in data.create_tuple_iterator():
        print(image.shape, label)
