function main( {
}
