# Reads the file beside it: it runs in its own folder.
. ./diff.sh
while read -r a b; do
	diff "$a" "$b"
done
